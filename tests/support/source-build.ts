/**
 * React Router's server build as the unit tests see it: the routes of app/routes.ts with their
 * modules, imported from the sources. vitest.config.ts puts it where app code imports
 * "virtual:react-router/server-build" (app/routes/facts.server.ts), and the tests of the server's
 * public pages read the same routes (server/public-pages.ts, readRouteFacts).
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "../../app/routes.ts";
import type { BuiltRoute } from "../../app/routes/facts.ts";

async function built(entries: readonly RouteConfigEntry[], parentId: string): Promise<BuiltRoute[]> {
  const routes: BuiltRoute[][] = [];
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    const module = (await import(`../../app/${entry.file}`)) as BuiltRoute["module"];
    routes.push([{ id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module }, ...(await built(entry.children ?? [], id))]);
  }
  return routes.flat();
}

/** The build's routes: the root's, then every route of app/routes.ts in its order. */
export const routes: Record<string, BuiltRoute> = Object.fromEntries(
  [{ id: "root", path: "", module: (await import("../../app/root.tsx")) as BuiltRoute["module"] }, ...(await built(await routeConfig, "root"))].map((route) => [route.id, route]),
);
