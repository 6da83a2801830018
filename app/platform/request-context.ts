/**
 * Per-request facts set by the HTTP server (server/app.ts) and read by loaders
 * and actions through React Router's context: the CSP nonce and the client IP
 * as the server determined it (never a header a client could set).
 *
 * The context key is kept on globalThis because the server entry and the
 * React Router bundle each load their own copy of this module.
 */
import { createContext, type RouterContext } from "react-router";
import type { QuotePrefill } from "../auth/prefill.server.ts";
import type { UserSummary } from "../auth/user-summary.ts";

export type RequestInfo = {
  /** Fresh per response; also put on every inline script. */
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
   * Values made for this response only (a form's submissionKey), registered by `perResponseId`:
   * the render cache (server/render-cache.ts) puts fresh ones in their place on every copy it
   * serves, and the cache policy keeps such answers out of shared caches. Absent outside the
   * HTTP server (tests), where nothing is cached.
   */
  perResponseValues?: string[];
  /**
   * The server reads this answer whole before sending it (the render cache keeps it): the
   * document is rendered complete, every Suspense boundary resolved, rather than streamed
   * with late chunks that only add bytes (app/entry.server.tsx).
   */
  wholeDocument?: boolean;
  /**
   * The request posts a form (any method but GET and HEAD): a document answering it shows the
   * form's errors as the server worded them, so it carries their messages (i18n/namespaces.ts).
   */
  answersPost?: boolean;
  /**
   * A shared render for signed-in people of one shape (server/personal-render.ts): the session
   * and the quote prefill read as this person, whose details are sentinels, and not from the
   * request (which carries no cookie). `prefill` is undefined on pages declared not to read it.
   */
  renderAs?: { user: UserSummary; prefill?: QuotePrefill | null };
};

const KEY = Symbol.for("location-rive-sud.request-info-context");
type Holder = { [KEY]?: RouterContext<RequestInfo> };

export const requestInfoContext: RouterContext<RequestInfo> = ((globalThis as Holder)[KEY] ??= createContext<RequestInfo>({
  nonce: "",
  clientIp: "unknown",
  requestId: "-",
}));

type ContextReader = { get<T>(context: RouterContext<T>): T };

/**
 * A fresh random id for this response only (decision 0022). Use it, never `crypto.randomUUID()`
 * alone, for any value of a public page that must differ per visitor: the render cache then
 * replaces it in every copy it serves, in the HTML (a hidden input) and the loader data alike.
 */
export function perResponseId(context: ContextReader): string {
  const id = crypto.randomUUID();
  context.get(requestInfoContext).perResponseValues?.push(id);
  return id;
}
