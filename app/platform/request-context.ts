/**
 * Per-request facts set by the HTTP server (server/app.ts) and read by loaders
 * and actions through React Router's context: the CSP nonce and the client IP
 * as the server determined it (never a header a client could set).
 *
 * The context key is kept on globalThis because the server entry and the
 * React Router bundle each load their own copy of this module.
 */
import { createContext, type RouterContext } from "react-router";

export type RequestInfo = {
  /** Fresh per response and put on every inline script; empty for a page every visitor gets the same (its scripts are allowed by their hashes). */
  nonce: string;
  /** From the socket, or X-Forwarded-For when the peer is a TRUSTED_PROXIES entry. */
  clientIp: string;
  /** Short id printed in logs and on the error page. */
  requestId: string;
  /**
   * Set when the HTTP layer refused the request before any route could read it (413: a body
   * over its limit, server/body-limit.ts): the root answers with the error page of that status.
   */
  refusedStatus?: number;
  /**
   * The server reads this answer whole before sending it (the page every visitor gets the same): the
   * document is rendered complete, every Suspense boundary resolved, rather than streamed
   * with late chunks that only add bytes (app/entry.server.tsx).
   */
  wholeDocument?: boolean;
  /**
   * The request posts a form (any method but GET and HEAD): a document answering it shows the
   * form's errors as the server worded them, so it carries their messages (i18n/namespaces.ts).
   */
  answersPost?: boolean;
};

const KEY = Symbol.for("location-rive-sud.request-info-context");
type Holder = { [KEY]?: RouterContext<RequestInfo> };

export const requestInfoContext: RouterContext<RequestInfo> = ((globalThis as Holder)[KEY] ??= createContext<RequestInfo>({
  nonce: "",
  clientIp: "unknown",
  requestId: "-",
}));
