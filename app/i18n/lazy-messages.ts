/**
 * Messages a page does not carry in its first load, fetched with the code of the part that shows
 * them (the account dialog, the sign-up prompt, the cookie banner, the error page): each namespace
 * is its own small, immutable chunk of the build (namespaces.ts says which parts a page carries).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { hasCatalogueParts, LANGS, registerCatalogue, type Lang } from "./index.ts";
import type { Messages } from "./types.ts";

export type LazyNamespace = "accountArea" | "quote" | "consent" | "validation" | "rental" | "notFound" | "error";

const CHUNKS: Record<Lang, Record<LazyNamespace, () => Promise<Messages[LazyNamespace]>>> = {
  fr: {
    accountArea: () => import("./fr/account.ts").then((module) => module.frAccount),
    quote: () => import("./fr/quote.ts").then((module) => module.frQuote),
    consent: () => import("./fr/consent.ts").then((module) => module.frConsent),
    validation: () => import("./fr/validation.ts").then((module) => module.frValidation),
    rental: () => import("./fr/rental.ts").then((module) => module.frRental),
    notFound: () => import("./fr/error-pages.ts").then((module) => module.frNotFound),
    error: () => import("./fr/error-pages.ts").then((module) => module.frError),
  },
  en: {
    accountArea: () => import("./en/account.ts").then((module) => module.enAccount),
    quote: () => import("./en/quote.ts").then((module) => module.enQuote),
    consent: () => import("./en/consent.ts").then((module) => module.enConsent),
    validation: () => import("./en/validation.ts").then((module) => module.enValidation),
    rental: () => import("./en/rental.ts").then((module) => module.enRental),
    notFound: () => import("./en/error-pages.ts").then((module) => module.enNotFound),
    error: () => import("./en/error-pages.ts").then((module) => module.enError),
  },
};

/** Loads the namespaces the browser does not have yet, and adds them to its catalogue. */
export async function loadNamespaces(lang: Lang, namespaces: readonly LazyNamespace[]): Promise<void> {
  const missing = namespaces.filter((namespace) => !hasCatalogueParts(lang, [namespace]));
  const loaded = await Promise.all(missing.map(async (namespace) => [namespace, await CHUNKS[lang][namespace]()] as const));
  if (loaded.length) registerCatalogue(lang, Object.fromEntries(loaded), missing);
}

/**
 * A part loaded later (`React.lazy`, rendered inside `OptionalChunk`) whose code and words arrive
 * together, once per language: after a switch to the other language, the part is made anew with
 * that language's words (its code is already there). Render `Part[lang]`.
 */
export function lazyWithWords<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  namespaces: readonly LazyNamespace[],
): Record<Lang, LazyExoticComponent<ComponentType<Props>>> {
  const inLang = (lang: Lang) => lazy(() => Promise.all([load(), loadNamespaces(lang, namespaces)]).then(([module]) => module));
  return Object.fromEntries(LANGS.map((lang) => [lang, inLang(lang)])) as Record<Lang, LazyExoticComponent<ComponentType<Props>>>;
}
