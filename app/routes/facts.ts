/**
 * What a route says about itself, in its module's `handle` (React Router's place for a route's
 * facts): whether every anonymous visitor gets the same page, whether the sitemap lists it, which
 * parts of the message catalogue the page carries to the browser, who may see it. A layout's
 * facts hold for the routes under it; a route's own override them. The server (its render cache,
 * server/public-pages.ts), the sitemap, the messages sent with a page (root.tsx) and the browser
 * tests all read them from the routes, so a new route is described once, where it is written.
 *
 * A route that says nothing is private, unlisted and carries the shell's messages only: a page
 * added later stays out of every cache until its module says it belongs there (decision 0022).
 */
import { matchRoutes, type RouteObject } from "react-router";

export type PageFacts = {
  /** The same for every anonymous visitor: the render cache and shared caches may keep it. */
  public?: true;
  /** Listed in the sitemap: the page itself, or one page per category or product of the catalogue. */
  sitemap?: true | "each-category" | "each-product";
  /** The catalogue's parts the page carries beyond the shell's (i18n/namespaces.ts); "all" for the back office. */
  messages?: readonly string[] | "all";
  /** Parts added when the address has rental dates (?start= or ?end=): a product page's dated texts. */
  datedMessages?: readonly string[];
  /**
   * Its French address reads the language cookie ("/" sends who chose English to /en): answered
   * `private, no-store`, yet the same for everyone who sends no cookie (the render cache keeps it).
   */
  readsCookie?: true;
  /** Only for someone signed in: the account pages. */
  signedInOnly?: true;
  /** Only for staff: the back office, whose layout route holds the guard (routes/staff-layout.tsx). */
  staffOnly?: true;
  /** The largest request body it reads, in bytes, when more than the 256 KB of every other route (server/body-limit.ts). */
  bodyBytes?: number;
};

/** The `handle` of a route module. */
export type RouteFacts = { page: PageFacts };

/** A route as React Router's server build lists it (`build.routes`), with what this module reads of it. */
export type BuiltRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: unknown; default?: unknown };
};

/** A route the table knows: its full pattern ("/en?/product/:id"), its facts and those of the layouts above it. */
export type KnownRoute = {
  id: string;
  pattern: string;
  facts: PageFacts;
  /** It renders a page (a component), rather than answering a file or JSON (a resource route). */
  rendersPage: boolean;
};

function pageFactsOf(handle: unknown): PageFacts {
  if (typeof handle !== "object" || handle === null || !("page" in handle)) return {};
  return (handle as RouteFacts).page;
}

/** The facts of a chain of handles, outermost first: each route's own facts win over its layouts'. */
export function mergedPageFacts(handles: readonly unknown[]): PageFacts {
  return Object.assign({}, ...handles.map(pageFactsOf)) as PageFacts;
}

/** A pattern without its language: "/en?/product/:id" → "/product/:id", "/en?" → "/". */
export function frenchPattern(pattern: string): string {
  if (pattern === "/en?") return "/";
  return pattern.startsWith("/en?/") ? pattern.slice("/en?".length) : pattern;
}

/** The routes of a server build, and the facts that hold for any path. */
export function routeTable(routes: Readonly<Record<string, BuiltRoute | undefined>>) {
  const all = Object.values(routes).filter((route): route is BuiltRoute => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const { id, path, caseSensitive } = route;
        return route.index ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive, children: childrenOf(id) };
      });
  const tree = childrenOf(undefined);
  const byId = new Map(all.map((route) => [route.id, route]));
  const chainOf = (route: BuiltRoute): BuiltRoute[] => {
    const parent = route.parentId === undefined ? undefined : byId.get(route.parentId);
    return parent ? [...chainOf(parent), route] : [route];
  };
  const known: KnownRoute[] = all
    .filter((route) => !all.some((other) => other.parentId === route.id))
    .map((route) => {
      const chain = chainOf(route);
      const pattern = `/${chain
        .map((link) => link.path ?? "")
        .filter(Boolean)
        .join("/")}`;
      return { id: route.id, pattern, facts: mergedPageFacts(chain.map((link) => link.module.handle)), rendersPage: route.module.default !== undefined };
    });
  const byLeaf = new Map(known.map((route) => [route.id, route]));
  const cache = new Map<string, PageFacts>();

  return {
    /** Every route that answers a request (layouts aside), in the order of app/routes.ts. */
    routes: known,
    /** The facts of the route that answers this path (without `.data`); none for a path no route takes. */
    factsAt(pathname: string): PageFacts {
      let facts = cache.get(pathname);
      if (!facts) {
        const leaf = matchRoutes(tree, pathname)?.at(-1);
        facts = (leaf?.route.id !== undefined && byLeaf.get(leaf.route.id)?.facts) || {};
        // Bounded: the paths of pages people ask for, not every address a crawler invents.
        if (cache.size < 5000) cache.set(pathname, facts);
      }
      return facts;
    },
  };
}

export type RouteTable = ReturnType<typeof routeTable>;
