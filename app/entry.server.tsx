import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceContext } from "./components/nonce.tsx";
import { RequestIdContext } from "./components/request-id.tsx";
import { requestInfoContext } from "./platform/request-context.ts";
import { logger } from "./platform/logger.server.ts";
import { loggedPath } from "./platform/logged-path.ts";
import { loadAllCatalogues } from "./i18n/load-all.ts";

loadAllCatalogues();

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: RouterContextProvider) {
  const { nonce, requestId, wholeDocument } = loadContext.get(requestInfoContext);
  // An empty nonce (a page every visitor shares) means no nonce attribute at all.
  return render(request, responseStatusCode, responseHeaders, routerContext, { nonce: nonce || undefined, requestId, wholeDocument });
}

function render(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  { nonce, requestId, wholeDocument }: { nonce: string | undefined; requestId: string; wholeDocument?: boolean },
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers, SPA mode and a render the server keeps (it reads the whole answer before
    // sending it anyway) get the whole document at once.
    const readyOption = wholeDocument || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RequestIdContext.Provider value={requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A finished Suspense boundary is sent in place, never apart: past its first 12.8 KB of a
        // page, React otherwise moves any boundary of more than 500 bytes (the price for the
        // product page's dates, a posted quote's answer) to the end of the document, hidden, for an
        // inline script to show, which a visitor without JavaScript never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error("render error", { error });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors React Router hands over: details go to the server log, never to the browser. A request
 * React Router refused as the client's mistake (a cross-site post, a method the route does not
 * take) is a warning without a stack: anyone can send as many as they like.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: RouterContextProvider }) {
  if (request.signal.aborted) return;
  const { requestId } = context.get(requestInfoContext);
  const fields = { requestId, method: request.method, path: loggedPath(new URL(request.url).pathname) };
  if (refusedAsCrossSite(request)) logger.warn("cross-site post refused", fields);
  else if (isRouteErrorResponse(error) && error.status < 500) logger.warn("request refused", { ...fields, status: error.status });
  else logger.error("unhandled error", { ...fields, error });
}

const ORIGIN_CHECKED_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * React Router's CSRF check refuses, before any action runs, a post whose Origin is not the
 * request's own ("null" and a malformed one included; no allowedActionOrigins is configured).
 * It throws a plain Error then, so the request, not the error, says that it was this refusal.
 */
function refusedAsCrossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null || !ORIGIN_CHECKED_METHODS.has(request.method)) return false;
  if (!URL.canParse(origin)) return true;
  // An origin without a host (file://) passes React Router's check: the action runs.
  const sender = new URL(origin);
  return sender.host !== "" && sender.origin !== new URL(request.url).origin;
}
