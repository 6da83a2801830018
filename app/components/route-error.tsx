import { DEFAULT_LANG, langFromPath } from "../i18n/index.ts";
import { loadNamespaces, type LazyNamespace } from "../i18n/lazy-messages.ts";
import { lazyRendered } from "./ui/lazy-rendered.tsx";

/** The error pages' words (i18n/namespaces.ts): no page carries them, they come with the error page. */
export const ERROR_PAGE_TEXTS: readonly LazyNamespace[] = ["error", "notFound"];

/**
 * What a page shows when its loader, action or rendering failed (route-error-page.tsx). Its code
 * and its words load when a page fails, not with every page (0.5 KB gzip of JavaScript
 * and 0.6 KB of HTML off every first load): the server renders the error page whole; in the
 * browser, hydrating a failed page waits for them, and a navigation that fails keeps the previous
 * page on screen until they have arrived (in the language of the page that failed first; the page
 * itself waits for another language's words: route-error-page.tsx).
 */
export const RouteError = lazyRendered(() =>
  Promise.all([import("./route-error-page.tsx"), loadNamespaces(typeof document === "undefined" ? DEFAULT_LANG : langFromPath(window.location.pathname), ERROR_PAGE_TEXTS)]).then(
    ([{ RouteError }]) => ({ default: RouteError }),
  ),
);

/** The error boundary of a route module: the page's error inside the site's header and footer. */
export function RouteErrorBoundary() {
  return <RouteError />;
}
