import { useAlternatePath, useI18n } from "../i18n/react.tsx";
import { LANGS } from "../i18n/index.ts";

/**
 * FR / EN switch. Each option is a link to /language, which stores the choice
 * in a cookie and redirects to the same page in that language: it works
 * without JavaScript and keeps the current path and query.
 */
export function LanguageSwitch({ className = "", tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const { lang, t } = useI18n();
  const alternate = useAlternatePath();
  const dark = tone === "dark";
  return (
    <nav aria-label={t("header.language")} className={`flex text-sm font-semibold ${dark ? "" : "rounded-lg border border-concrete-300 p-0.5"} ${className}`}>
      {LANGS.map((code) => {
        const current = code === lang;
        const to = current ? "" : `/language?lang=${code}&to=${encodeURIComponent(alternate.path)}`;
        return current ? (
          <span
            key={code}
            aria-current="true"
            className={`flex items-center justify-center rounded-md px-2 ${dark ? "min-h-11 min-w-11 bg-white/15 text-white" : "min-h-10 min-w-10 bg-ink text-white"}`}
            lang={code}
          >
            <abbr title={t(`lang.${code}`)} className="no-underline">
              {code.toUpperCase()}
            </abbr>
          </span>
        ) : (
          <a
            key={code}
            href={to}
            lang={code}
            hrefLang={code === "fr" ? "fr-CA" : "en-CA"}
            className={`flex items-center justify-center rounded-md px-2 ${dark ? "min-h-11 min-w-11 text-concrete-200 hover:bg-white/10 hover:text-white" : "min-h-10 min-w-10 text-ink hover:bg-concrete-100"}`}
          >
            {code.toUpperCase()}
            <span className="sr-only"> – {code === "fr" ? "Français" : "English"}</span>
          </a>
        );
      })}
    </nav>
  );
}
