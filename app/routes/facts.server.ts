/**
 * The facts of every route of this build (app/routes/facts.ts), for the server's own pages: the
 * messages the root sends with a page, the sitemap. Read from React Router's server build, the
 * same routes that answer the requests, once.
 */
import { routeTable, type RouteTable } from "./facts.ts";

let table: Promise<RouteTable> | undefined;

export function routeFacts(): Promise<RouteTable> {
  // Imported when first asked, not with this module: the build imports every route, this one's among them.
  table ??= import("virtual:react-router/server-build").then((build) => routeTable(build.routes));
  return table;
}
