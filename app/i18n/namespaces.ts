/**
 * Which messages travel with which page (every public page's HTML in the first round
 * trip). The server holds both catalogues whole; the browser receives, with the root loader's
 * data, only the shell's messages (header, footer, cookie banner, error pages, titles) and the
 * namespaces of the page it asked for. What a page opens later (the account dialog, the
 * sign-up prompt) brings its own messages as a separate, immutable chunk (lazy-messages.ts).
 *
 * A "part" is a top-level namespace ("catalogue") or one of its subtrees ("quote.errors").
 * A key the browser does not have renders as the key itself and is reported in the console
 * (index.ts, translate); the browser tests fail on any such report.
 */
import type { PageFacts } from "../routes/facts.ts";

/**
 * Every page renders these: the header, the footer, the titles. The error pages bring their words
 * with their code (components/route-error.tsx), and the 404 page has its own. The cookie banner
 * (rendered in the browser only, after hydration) brings its words with its code (app/root.tsx).
 * The content pages' controls (the FAQ's search, a policy's contents) travel with those pages.
 * The forms' shared errors ("validation") travel with the pages that have a form, and with the
 * account dialog when it opens (lazy-messages.ts).
 */
export const SHELL_PARTS = [
  "common",
  "nav",
  "header",
  "lang",
  "footer",
  "categoryNames",
  "account",
  // Titles: the site's keywords; each page adds its own (meta.{page}) below.
  "meta.keywords",
] as const;

/** The header's account menu, for someone signed in (the account dialog brings its own words). */
const SIGNED_IN_PARTS = ["accountArea.header"];

/**
 * A document answering a form post (without JavaScript, or before the page was ready) shows the
 * errors the server found, in the words of these parts.
 */
const POSTED_PARTS = ["quote.errors", "validation"];

/** What, beyond its route, decides a page's parts. */
export type RequestFacts = {
  /** The document answers a form post: the forms' errors. */
  answersPost?: boolean;
  /** Its address has rental dates (?start= or ?end=): a product page's dated texts. */
  dated?: boolean;
  /** Someone is signed in: the header's account menu. */
  signedIn?: boolean;
};

/**
 * The parts a page's first load carries: the shell's and those its route declares in its `handle`
 * (app/routes/facts.ts; "all" for the back office, whose pages are few and used all day), and
 * those the request adds.
 */
export function pageParts(page: Pick<PageFacts, "messages" | "datedMessages">, facts: RequestFacts = {}): readonly string[] | "all" {
  if (page.messages === "all") return "all";
  const added = [...(facts.answersPost ? POSTED_PARTS : []), ...(facts.dated ? (page.datedMessages ?? []) : []), ...(facts.signedIn ? SIGNED_IN_PARTS : [])];
  return [...SHELL_PARTS, ...(page.messages ?? []), ...added];
}

type Tree = { readonly [key: string]: string | Tree };

/** The subtree at a dotted part ("quote.errors"), or undefined. */
function subtree(tree: Tree, part: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const name of part.split(".")) node = typeof node === "object" ? node[name] : undefined;
  return node;
}

/** A catalogue reduced to the given parts, with the same shape (nested objects for subtrees). */
export function pickParts(tree: Tree, parts: readonly string[]): Tree {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    const value = subtree(tree, part);
    if (value === undefined) continue;
    const names = part.split(".");
    let node = out;
    for (const name of names.slice(0, -1)) node = (node[name] ??= {}) as Record<string, unknown>;
    node[names.at(-1)!] = value;
  }
  return out as Tree;
}

/** `into` with every subtree of `from` added (from wins on leaves); `into` is left unchanged. */
export function mergeTrees(into: Tree | undefined, from: Tree): Tree {
  if (!into) return from;
  const out: Record<string, string | Tree> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = out[key];
    out[key] = typeof value === "object" && typeof current === "object" ? mergeTrees(current, value) : value;
  }
  return out;
}
