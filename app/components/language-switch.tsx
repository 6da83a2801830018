import { useAlternatePath, useI18n } from "../i18n/react.tsx";
import { LANGS } from "../i18n/index.ts";

/**
 * FR / EN switch. Each option is a link to /language, which stores the choice
 * in a cookie and redirects to the same page in that language: it works
 * without JavaScript and keeps the current path and query.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { lang, t } = useI18n();
  const alternate = useAlternatePath();
  return (
    <nav aria-label={t("header.language")} className={`flex rounded-lg border border-concrete-300 p-0.5 text-sm font-semibold ${className}`}>
      {LANGS.map((code) => {
        const current = code === lang;
        const to = current ? "" : `/language?lang=${code}&to=${encodeURIComponent(alternate.path)}`;
        return current ? (
          <span key={code} aria-current="true" className="flex min-h-10 min-w-10 items-center justify-center rounded-md bg-ink px-2 text-white" lang={code}>
            <abbr title={t(`lang.${code}`)} className="no-underline">{code.toUpperCase()}</abbr>
          </span>
        ) : (
          <a
            key={code}
            href={to}
            lang={code}
            hrefLang={code === "fr" ? "fr-CA" : "en-CA"}
            className="flex min-h-10 min-w-10 items-center justify-center rounded-md px-2 text-ink hover:bg-concrete-100"
          >
            {code.toUpperCase()}
            <span className="sr-only"> – {code === "fr" ? "Français" : "English"}</span>
          </a>
        );
      })}
    </nav>
  );
}
