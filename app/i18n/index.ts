import type { fr } from "./fr.ts";
import type { MessageTree } from "./parity.ts";
import type { Messages } from "./types.ts";

export type Lang = "fr" | "en";
export const LANGS: readonly Lang[] = ["fr", "en"];
export const DEFAULT_LANG: Lang = "fr";
/** BCP 47 tags used for <html lang>, hreflang and Intl. */
export const LOCALE: Record<Lang, string> = { fr: "fr-CA", en: "en-CA" };
/** Name of the cookie that stores the visitor's language choice (strictly necessary). */
export const LANG_COOKIE = "lang";

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<typeof fr>;
export type Vars = Record<string, string | number>;

/**
 * The loaded catalogues. The server loads both (load-all.ts); the browser gets
 * only the page's language, from the root loader's data, so the other
 * language never weighs on the first-load JavaScript.
 */
const catalogues: Partial<Record<Lang, MessageTree>> = {};

export function registerCatalogue(lang: Lang, messages: Messages): void {
  catalogues[lang] = messages;
}

export function getCatalogue(lang: Lang): Messages {
  const messages = catalogues[lang];
  if (!messages) throw new Error(`Messages for ${lang} are not loaded`);
  return messages as Messages;
}

/** The back office's namespaces: only staff screens read them (app/routes/admin*, app/components/admin/). */
const BACK_OFFICE_NAMESPACES = ["admin", "adminProducts", "adminCustomers", "adminStats", "adminSettings"] as const;
const publicCatalogues: Partial<Record<Lang, Messages>> = {};

/** A page of the back office: /admin and below, in either language. */
export function isBackOfficePath(pathname: string): boolean {
  const path = stripLangPrefix(pathname);
  return path === "/admin" || path.startsWith("/admin/");
}

/**
 * The messages that travel to the browser with a page (the root loader's data): the page's
 * language, and the back office's namespaces only with back-office pages. They are about a
 * third of the catalogue, and every public page would otherwise serialise them into its HTML
 * (measured: the product page's server time, docs/performance.md). The root loader runs again
 * when a navigation crosses into or out of the back office (root.tsx, shouldRevalidate).
 */
export function browserMessages(lang: Lang, pathname: string): Messages {
  if (isBackOfficePath(pathname)) return getCatalogue(lang);
  let messages = publicCatalogues[lang];
  if (!messages) {
    const all: Record<string, unknown> = { ...getCatalogue(lang) };
    for (const namespace of BACK_OFFICE_NAMESPACES) delete all[namespace];
    // The keys left out are never read outside the back office, whose pages get them all.
    messages = all as Messages;
    publicCatalogues[lang] = messages;
  }
  return messages;
}

export function isLang(value: unknown): value is Lang {
  return value === "fr" || value === "en";
}

/**
 * Translate a key. A missing key renders the key itself (and the browser tests
 * fail on any raw key in a page), never an empty string.
 */
export function translate(lang: Lang, key: MessageKey, vars?: Vars): string {
  let node: string | MessageTree | undefined = catalogues[lang];
  for (const part of key.split(".")) {
    node = typeof node === "object" ? node[part] : undefined;
  }
  if (typeof node !== "string") return key;
  return vars ? formatMessage(lang, node, vars) : node;
}

const pluralRules: Partial<Record<Lang, Intl.PluralRules>> = {};

/**
 * Fills a message's {name} placeholders, and its counts written the ICU way:
 * "{count, plural, one {# article} other {# articles}}". The form is chosen by
 * Intl.PluralRules of the page's language (French: 0 and 1 are singular), and
 * "#" is the number formatted for that language. Never "article(s)".
 */
export function formatMessage(lang: Lang, template: string, vars: Vars): string {
  return fillPlurals(lang, template, vars).replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

const PLURAL_START = /\{(\w+), plural,/g;

function fillPlurals(lang: Lang, template: string, vars: Vars): string {
  let out = "";
  let from = 0;
  for (const start of template.matchAll(PLURAL_START)) {
    if (start.index < from) continue;
    const name = start[1]!;
    const { forms, end } = pluralForms(template, start.index + start[0].length);
    const value = Number(vars[name]);
    pluralRules[lang] ??= new Intl.PluralRules(LOCALE[lang]);
    const form = forms.get(`=${value}`) ?? forms.get(pluralRules[lang].select(value)) ?? forms.get("other") ?? "";
    out += template.slice(from, start.index) + form.replaceAll("#", new Intl.NumberFormat(LOCALE[lang]).format(value));
    from = end;
  }
  return out + template.slice(from);
}

/** Reads " one {…} other {…}}" from `at`; answers the forms and the index after the closing brace. */
function pluralForms(template: string, at: number): { forms: Map<string, string>; end: number } {
  const forms = new Map<string, string>();
  let i = at;
  for (;;) {
    while (template[i] === " ") i++;
    if (template[i] === "}" || i >= template.length) return { forms, end: i + 1 };
    const open = template.indexOf("{", i);
    const selector = template.slice(i, open).trim();
    let depth = 1;
    let j = open + 1;
    for (; j < template.length && depth > 0; j++) {
      if (template[j] === "{") depth++;
      else if (template[j] === "}") depth--;
    }
    forms.set(selector, template.slice(open + 1, j - 1));
    i = j;
  }
}

/** Language of a URL path: English under /en, French everywhere else. */
export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "fr";
}

/** The path without its language prefix: "/en/quote" → "/quote", "/en" → "/". */
export function stripLangPrefix(pathname: string): string {
  if (langFromPath(pathname) === "fr") return pathname;
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

/** A spec path in the given language: ("/quote", "en") → "/en/quote". */
export function localizePath(path: string, lang: Lang): string {
  if (lang === "fr") return path;
  return path === "/" ? "/en" : `/en${path}`;
}
