import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./components/nonce.tsx";
import { RequestIdContext } from "./components/request-id.tsx";
import { requestInfoContext } from "./platform/request-context.ts";
import { logger } from "./platform/logger.server.ts";
import { scriptsAfterFirstPaint } from "./platform/scripts-after-first-paint.server.ts";
import { loadAllCatalogues } from "./i18n/load-all.ts";
import { serverRenderedPartsLoaded } from "./components/ui/lazy-rendered.tsx";

loadAllCatalogues();

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, requestId, wholeDocument } = loadContext.get(requestInfoContext);
  // Parts whose code the browser loads later are rendered here at once (lazy-rendered.tsx).
  return serverRenderedPartsLoaded().then(() => render(request, responseStatusCode, responseHeaders, routerContext, { nonce, requestId, wholeDocument }));
}

function render(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  { nonce, requestId, wholeDocument }: { nonce: string; requestId: string; wholeDocument?: boolean },
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
        [readyOption]() {
          shellRendered = true;
          // The scripts are asked for once the page has painted (scripts-after-first-paint.server.ts).
          const body = scriptsAfterFirstPaint();
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

/** Unhandled loader/action errors: details go to the server log, never to the browser. */
export function handleError(error: unknown, { request, context }: { request: Request; context: RouterContextProvider }) {
  if (request.signal.aborted) return;
  const { requestId } = context.get(requestInfoContext);
  logger.error("unhandled error", { requestId, method: request.method, url: new URL(request.url).pathname, error });
}
