import { formatNumber, LOCALE, type Lang } from "./index.ts";

/**
 * Intl formatters are costly to build, and e-mails use the same few hundreds of times
 * (they are rendered inside the request's transaction): built once per language.
 */
export function perLang<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const cache = new Map<Lang, T>();
  return (lang) => {
    let value = cache.get(lang);
    if (value === undefined) {
      value = make(lang);
      cache.set(lang, value);
    }
    return value;
  };
}

const moneyFormat = perLang((lang) => new Intl.NumberFormat(LOCALE[lang], { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol" }));

/** Prices with Intl for the page's locale: "1 234,50 $" in French, "$1,234.50" in English. */
export function formatMoney(lang: Lang, amount: number): string {
  return moneyFormat(lang).format(amount);
}

/** Whole-dollar prices where cents would be noise ("650 $", "$650"); cents appear only when present. */
const priceFormats = {
  whole: perLang((lang) => new Intl.NumberFormat(LOCALE[lang], { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol", minimumFractionDigits: 0, maximumFractionDigits: 2 })),
  cents: perLang((lang) => new Intl.NumberFormat(LOCALE[lang], { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol", minimumFractionDigits: 2, maximumFractionDigits: 2 })),
};

export function formatPrice(lang: Lang, amount: number): string {
  return priceFormats[Number.isInteger(amount) ? "whole" : "cents"](lang).format(amount);
}

// One formatter for counts in messages and numbers on pages (index.ts cannot import this file).
export { formatNumber };

const percentFormat = perLang((lang) => new Intl.NumberFormat(LOCALE[lang], { style: "percent", maximumFractionDigits: 3 }));

/** A rate as a percentage: 0.09975 → "9,975 %" / "9.975%". */
export function formatPercent(lang: Lang, rate: number): string {
  return percentFormat(lang).format(rate);
}

const shareFormat = perLang((lang) => new Intl.NumberFormat(LOCALE[lang], { style: "percent", maximumFractionDigits: 0 }));

/** A share of a whole, to the percent: 6 of 11 → "55 %" / "55%". */
export function formatShare(lang: Lang, part: number, whole: number): string {
  return shareFormat(lang).format(whole > 0 ? part / whole : 0);
}

const listFormat = perLang((lang) => new Intl.ListFormat(LOCALE[lang], { style: "long", type: "conjunction" }));

/** "a, b et c" / "a, b and c". */
export function formatList(lang: Lang, items: readonly string[]): string {
  return listFormat(lang).format(items);
}

const fileSizeFormats = {
  kilobyte: perLang((lang) => new Intl.NumberFormat(LOCALE[lang], { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 })),
  megabyte: perLang((lang) => new Intl.NumberFormat(LOCALE[lang], { style: "unit", unit: "megabyte", maximumFractionDigits: 1 })),
};

/** A file's size: "850 ko" / "850 kB", "12,4 Mo" / "12.4 MB" (1 000 bytes a kilobyte, as file managers show). */
export function formatFileSize(lang: Lang, bytes: number): string {
  return bytes < 1_000_000 ? fileSizeFormats.kilobyte(lang).format(Math.max(1, Math.round(bytes / 1000))) : fileSizeFormats.megabyte(lang).format(bytes / 1_000_000);
}
