import { lazyRendered } from "./ui/lazy-rendered.tsx";

/**
 * What a page shows when its loader, action or rendering failed (route-error-page.tsx). Its code
 * loads when a page fails, not with every page (issue 17: 0.5 KB gzip off every first load): the
 * server renders the error page whole; in the browser, hydrating a failed page waits for the
 * chunk, and a navigation that fails keeps the previous page on screen until it has arrived.
 */
export const RouteError = lazyRendered(() => import("./route-error-page.tsx").then(({ RouteError }) => ({ default: RouteError })));

/** The error boundary of a route module: the page's error inside the site's header and footer. */
export function RouteErrorBoundary() {
  return <RouteError />;
}
