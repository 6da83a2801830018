/**
 * Which kinds of page the browser has shown, with their routes' facts (app/routes/facts.ts). A
 * page's message parts are in its route's `handle`, which the browser holds only once it has shown
 * such a page: before going to another page, root.tsx asks here whether it knows that kind of page
 * (and then whether its parts are held); otherwise the server sends the page's messages with its data.
 */
import type { Params } from "react-router";
import type { PageFacts } from "../routes/facts.ts";
import { stripLangPrefix } from "./index.ts";

const shown = new Map<string, PageFacts>();

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A page's kind, from its path and its parameters: /en/product/12 with { id: "12" } → "/product/:id". */
export function pageKind(pathname: string, params: Params): string {
  const names = new Map(Object.entries(params).map(([name, value]) => [value, name]));
  return stripLangPrefix(pathname)
    .split("/")
    .map((segment) => (names.has(decoded(segment)) ? `:${names.get(decoded(segment))}` : segment))
    .join("/");
}

export function rememberShownPage(kind: string, facts: PageFacts): void {
  shown.set(kind, facts);
}

/** The facts of a kind of page the browser has shown; undefined for one it has not. */
export function shownPageFacts(kind: string): PageFacts | undefined {
  return shown.get(kind);
}
