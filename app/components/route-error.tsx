import type { ComponentProps } from "react";
import type { RouteError as RouteErrorPage } from "./route-error-page.tsx";
import { lazyWithWords, type LazyNamespace } from "../i18n/lazy-messages.ts";
import { useI18n } from "../i18n/react.tsx";

type RouteErrorProps = ComponentProps<typeof RouteErrorPage>;

/** The error pages' words (i18n/namespaces.ts): no page carries them, they come with the error page. */
const ERROR_PAGE_TEXTS: readonly LazyNamespace[] = ["error", "notFound"];

/**
 * In the browser, the error page's code and its words load when a page fails, not with every page
 * (0.5 KB gzip of JavaScript and 0.6 KB of HTML off every first load). The server imports it and
 * renders it whole, at once.
 */
const ServerRouteError = import.meta.env.SSR ? (await import("./route-error-page.tsx")).RouteError : null;
const LoadedRouteError = lazyWithWords<RouteErrorProps>(() => import("./route-error-page.tsx").then(({ RouteError }) => ({ default: RouteError })), ERROR_PAGE_TEXTS);

/**
 * What a page shows when its loader, action or rendering failed (route-error-page.tsx). Hydrating a
 * failed page waits for its code and words, and a navigation that fails keeps the previous page on
 * screen until they have arrived: no Suspense boundary of its own, unlike the parts that may be
 * dropped (OptionalChunk), since a page without it would be empty. After a switch to the other
 * language, it waits for that language's words.
 */
export function RouteError(props: RouteErrorProps) {
  const { lang } = useI18n();
  // (import.meta.env.SSR: the browser's bundle carries no static copy.)
  if (ServerRouteError) return <ServerRouteError {...props} />;
  const Page = LoadedRouteError[lang];
  return <Page {...props} />;
}

/** The error boundary of a route module: the page's error inside the site's header and footer. */
export function RouteErrorBoundary() {
  return <RouteError />;
}
