import type { fr } from "./fr.ts";
import type { MessageTree } from "./parity.ts";
import type { Messages } from "./types.ts";
import type { PageFacts } from "../routes/facts.ts";
import { mergeTrees, pageParts, pickParts, type RequestFacts } from "./namespaces.ts";

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
 * The loaded catalogues. The server loads both whole (load-all.ts); the browser gets only the
 * page's language, and of it only what the page renders (namespaces.ts), from the root
 * loader's data; each later page or dialog adds its own parts.
 */
const catalogues: Partial<Record<Lang, MessageTree>> = {};
/** Trees already added: the layout registers its data at every render, merged once. */
const registered = new WeakSet<MessageTree>();
/** Which parts (namespaces.ts) each language holds whole; "*" for the whole catalogue. */
const loadedParts: Record<Lang, Set<string>> = { fr: new Set(), en: new Set() };

/**
 * Adds messages to a language's catalogue (the browser receives it in parts): `parts` names
 * what the tree holds whole ("all": everything, as on the server and in the back office).
 */
export function registerCatalogue(lang: Lang, messages: MessageTree, parts: readonly string[] | "all" = "all"): void {
  if (registered.has(messages)) return;
  registered.add(messages);
  catalogues[lang] = mergeTrees(catalogues[lang], messages);
  if (parts === "all") loadedParts[lang].add("*");
  else for (const part of parts) loadedParts[lang].add(part);
}

export function getCatalogue(lang: Lang): Messages {
  const messages = catalogues[lang];
  if (!messages) throw new Error(`Messages for ${lang} are not loaded`);
  return messages as Messages;
}

/** Whether the catalogue of this language already holds these parts whole (namespaces.ts). */
export function hasCatalogueParts(lang: Lang, parts: readonly string[]): boolean {
  const loaded = loadedParts[lang];
  if (loaded.has("*")) return true;
  // A part is held when it, or a namespace above it ("quote" for "quote.errors"), was added.
  return parts.every((part) => part.split(".").some((_, i, names) => loaded.has(names.slice(0, i + 1).join("."))));
}

/** A page of the back office: /admin and below, in either language. */
export function isBackOfficePath(pathname: string): boolean {
  const path = stripLangPrefix(pathname);
  return path === "/admin" || path.startsWith("/admin/");
}

/** The parts of the catalogue a page carries (namespaces.ts), from its route's facts and the request's. */
export function messagePartsOf(page: PageFacts, facts: RequestFacts = {}): readonly string[] | "all" {
  return pageParts(page, facts);
}

/** An address with rental dates (?start= or ?end=): a product page then carries its dated texts (namespaces.ts). */
export function hasRentalDates(search: URLSearchParams): boolean {
  return search.has("start") || search.has("end");
}

const pageCatalogues = new Map<string, Messages>();

/**
 * The messages that travel to the browser with a page (the root loader's data): the page's
 * language, and of it the shell's parts and the page's own (namespaces.ts). The whole
 * catalogue is about 40 KB of JSON per language; a public page now carries what it renders.
 */
export function browserMessages(lang: Lang, page: PageFacts, facts: RequestFacts = {}): Messages {
  const parts = messagePartsOf(page, facts);
  if (parts === "all") return getCatalogue(lang);
  const key = `${lang}:${parts.join(",")}`;
  let messages = pageCatalogues.get(key);
  if (!messages) {
    messages = pickParts(getCatalogue(lang), parts) as Messages;
    pageCatalogues.set(key, messages);
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
  if (typeof node !== "string") {
    // In the browser, a part the page did not bring (namespaces.ts): say which, loudly (the
    // browser tests fail on this report); the server always has every message.
    if (typeof document !== "undefined") console.error(`[i18n] missing message: ${key}`);
    return key;
  }
  return vars ? formatMessage(lang, node, vars) : node;
}

const pluralRules: Partial<Record<Lang, Intl.PluralRules>> = {};
/** Built once per language: an Intl formatter costs more to build than many uses (the server renders every count). */
const numberFormats: Partial<Record<Lang, Intl.NumberFormat>> = {};

/** A number in the page's locale: 1234.5 → "1 234,5" / "1,234.5" (format.ts re-exports it). */
export function formatNumber(lang: Lang, value: number): string {
  numberFormats[lang] ??= new Intl.NumberFormat(LOCALE[lang]);
  return numberFormats[lang].format(value);
}

/**
 * Fills a message's {name} placeholders, and its counts written the ICU way:
 * "{count, plural, one {# article} other {# articles}}". The form is chosen by
 * Intl.PluralRules of the page's language (French: 0 and 1 are singular), and
 * "#" is the number formatted for that language. Never "article(s)".
 */
export function formatMessage(lang: Lang, template: string, vars: Vars): string {
  return fillPlurals(lang, template, vars).replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
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
    out += template.slice(from, start.index) + form.replaceAll("#", formatNumber(lang, value));
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
