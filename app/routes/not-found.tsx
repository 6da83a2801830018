import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "../components/not-found-content.tsx";
import { logger } from "../platform/logger.server.ts";
import { loggedPath } from "../platform/logged-path.ts";
import { staticPageMeta } from "../seo/meta.ts";
import type { RouteFacts } from "./facts.ts";

export const handle = { page: { messages: ["notFound", "meta.notFound"] } } satisfies RouteFacts;

/** Any unknown path: logged (path only, a quote link's token masked), then the 404 page with HTTP status 404. */
export function loader({ url }: Route.LoaderArgs) {
  const { pathname } = url;
  logger.info("not found", { path: loggedPath(pathname) });
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => staticPageMeta("notFound", args.location.pathname.replace(/^\/en(?=\/|$)/, "") || "/")(args);

export default function NotFound() {
  return <NotFoundContent />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
