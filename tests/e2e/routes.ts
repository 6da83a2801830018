/**
 * The pages the browser tests walk, read from the routes of the build they test (each route
 * module's `handle`, app/routes/facts.ts): the pages the sitemap lists, and those only someone
 * signed in or staff may see. French paths; English twins under /en.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { frenchPattern, routeTable } from "../../app/routes/facts.ts";

const build = (await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js")).href)) as ServerBuild;
const { routes } = routeTable(build.routes);

/** What fills a route's parameters: the seeded catalogue's first category and product, a request's reference, the first unit's tag. */
const SAMPLE_PARAMETERS: Record<string, string> = { category: "meuleuses", id: "1", reference: "S-2026-000001", tag: "U-00001", number: "S-2026-000001-1" };

function samplePath(pattern: string): string {
  return frenchPattern(pattern).replace(/:(\w+)/g, (_, name: string) => {
    const value = SAMPLE_PARAMETERS[name];
    if (value === undefined) throw new Error(`No sample value for :${name} (${pattern}): add one to tests/e2e/routes.ts`);
    return value;
  });
}

/** Every page of the spec's route table: those the sitemap lists. */
export const PUBLIC_PAGES = routes
  .filter((route) => route.rendersPage && route.facts.sitemap !== undefined && (route.facts.sitemap === true || route.pattern.includes(":")))
  .map((route) => ({ path: samplePath(route.pattern) }));

/** The pages only someone signed in sees (the profile) and the back office's. */
export const GUARDED_PAGES = routes.filter((route) => route.rendersPage && (route.facts.signedInOnly || route.facts.staffOnly)).map((route) => samplePath(route.pattern));

export const en = (path: string) => (path === "/" ? "/en" : `/en${path}`);
