/**
 * Messages a page does not carry in its first load, fetched when a component that needs them
 * opens (the account dialog, the sign-up prompt, the cookie preferences): each namespace is its
 * own small, immutable chunk of the build (namespaces.ts says which parts a page carries).
 */
import { useEffect, useState } from "react";
import { hasCatalogueParts, registerCatalogue, type Lang } from "./index.ts";
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
 * True once the namespaces are in the browser's catalogue for this language (at once when the
 * page brought them); starts loading them otherwise. Server side, everything is loaded.
 */
export function useNamespaces(lang: Lang, namespaces: readonly LazyNamespace[], wanted = true): boolean {
  const [, setLoaded] = useState(0);
  const ready = typeof document === "undefined" || hasCatalogueParts(lang, namespaces);
  const key = namespaces.join(",");
  useEffect(() => {
    if (!wanted || ready) return;
    let current = true;
    void loadNamespaces(lang, namespaces).then(() => current && setLoaded((count) => count + 1));
    return () => {
      current = false;
    };
    // The namespaces are a constant list per caller; `key` stands for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang, key, wanted, ready]);
  return ready;
}
