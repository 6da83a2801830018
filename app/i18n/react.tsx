import { useCallback, useMemo } from "react";
import { useLocation } from "react-router";
import { formatMoney, formatPrice } from "./format.ts";
import { langFromPath, localizePath, stripLangPrefix, translate, type Lang, type MessageKey, type Vars } from "./index.ts";

/** The page's language, from its URL (French by default, English under /en). */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

export type I18n = {
  lang: Lang;
  t: (key: MessageKey, vars?: Vars) => string;
  /** A spec path in the page's language: "/quote" → "/en/quote" on English pages. */
  href: (path: string) => string;
  money: (amount: number) => string;
  price: (amount: number) => string;
};

export function useI18n(): I18n {
  const lang = useLang();
  const t = useCallback((key: MessageKey, vars?: Vars) => translate(lang, key, vars), [lang]);
  return useMemo(
    () => ({
      lang,
      t,
      href: (path: string) => localizePath(path, lang),
      money: (amount: number) => formatMoney(lang, amount),
      price: (amount: number) => formatPrice(lang, amount),
    }),
    [lang, t],
  );
}

/** The current page's path in the other language (for the language switch). */
export function useAlternatePath(): { lang: Lang; path: string } {
  const location = useLocation();
  const lang = langFromPath(location.pathname);
  const other: Lang = lang === "fr" ? "en" : "fr";
  return { lang: other, path: localizePath(stripLangPrefix(location.pathname), other) + location.search };
}
