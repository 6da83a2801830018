/**
 * Calls the real route modules' loaders and actions in-process, the way React
 * Router does: a Request, React Router's `url`, and the request context the
 * HTTP server fills (client IP, request id). The process-wide settings,
 * database and Better Auth instance are replaced by test ones for the suite.
 *
 * Before the route, the middleware of the layout routes above its path in
 * app/routes.ts runs as React Router runs it (the back office's guard lives in
 * its layout, routes/staff-layout.tsx): a route is called as the server calls it.
 *
 * What comes back is what a caller would observe: the status (a thrown
 * `data()` or Response keeps its status; any other thrown error is React
 * Router's 500), the answer's body and its headers.
 */
import { afterEach, beforeEach } from "vitest";
import { eq } from "drizzle-orm";
import { matchRoutes, RouterContextProvider, type MiddlewareFunction, type RouteObject } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "../../app/routes.ts";
import { createAuth, getAuth, type Auth } from "../../app/auth/auth.server.ts";
import { defaultBusiness } from "../../app/config/business.ts";
import type { Env } from "../../app/config/env.server.ts";
import { user } from "../../app/db/auth-schema.ts";
import type { Database } from "../../app/db/client.server.ts";
import { requestInfoContext } from "../../app/platform/request-context.ts";

export const PUBLIC_URL = "https://location-rive-sud.example";
export const ADMIN_EMAIL = "gerant@location-rive-sud.example";

// The holders of app/config/env.server.ts, app/db/client.server.ts and app/auth/auth.server.ts.
const ENV_KEY = Symbol.for("location-rive-sud.env");
const DB_KEY = Symbol.for("location-rive-sud.database");
const AUTH_KEY = Symbol.for("location-rive-sud.auth");
type Holders = { [ENV_KEY]?: Env; [DB_KEY]?: Promise<Database>; [AUTH_KEY]?: Promise<Auth> };

export const testEnv: Env = {
  nodeEnv: "test",
  port: 3000,
  dataDir: "/nonexistent",
  databaseUrl: undefined,
  publicUrl: PUBLIC_URL,
  smtpUrl: undefined,
  mailFrom: "Location Rive-Sud <no-reply@location-rive-sud.example>",
  adminEmails: [ADMIN_EMAIL],
  authSecret: "test-secret-test-secret-test-secret-0123",
  trustedProxies: [],
  metricsAllow: ["127.0.0.1", "::1"],
  logLevel: "error",
  outboxLeaseMs: 60_000,
  backup: { every: { kind: "off" }, keep: 14, dir: "/nonexistent/backups" },
  settingsDefaults: { business: defaultBusiness, staffNotifyEmail: "soumissions@location-rive-sud.example" },
};

/** Makes getEnv(), getDb() and getAuth() answer the test's settings and database; returns the undo. */
export function installServices(database: Database): () => void {
  const holder = globalThis as Holders;
  const saved = { env: holder[ENV_KEY], db: holder[DB_KEY], auth: holder[AUTH_KEY] };
  holder[ENV_KEY] = testEnv;
  holder[DB_KEY] = Promise.resolve(database);
  holder[AUTH_KEY] = Promise.resolve(createAuth({ db: database.db, env: testEnv, mailer: async () => undefined }));
  return () => {
    holder[ENV_KEY] = saved.env;
    holder[DB_KEY] = saved.db;
    holder[AUTH_KEY] = saved.auth;
  };
}

/** Installs the suite's services before each test of the enclosing block and restores them after it. */
export function installServicesForEachTest(database: () => Database): void {
  let undo: (() => void) | undefined;
  beforeEach(() => {
    undo = installServices(database());
  });
  afterEach(() => undo?.());
}

export type Observed = { status: number; body: unknown; location: string | null; setCookies: string[]; headers: Headers; thrown?: unknown };

type RouteArgs = { request: Request; url: URL; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider>; pattern: string; unstable_pattern: string };
// React Router's generated argument types differ per route; every one accepts these fields.
// oxlint-disable-next-line no-explicit-any -- the route functions' typed arguments vary per module.
type RouteFunction = (args: any) => unknown;

export type CallOptions = {
  method?: string;
  /** Path and query, e.g. "/en/quote" or "/admin?q=x". */
  path: string;
  body?: BodyInit | null;
  headers?: Record<string, string>;
  cookie?: string;
  clientIp?: string;
  requestId?: string;
  /** The route's URL parameters (React Router's `params`), e.g. { id: "12" } for /product/12. */
  params?: Record<string, string>;
};

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** The status and headers of a route's answer, as React Router would send them. */
function responseInit(value: unknown, thrown: boolean): { status: number; headers: Headers } {
  if (value instanceof Response) return { status: value.status, headers: value.headers };
  if (isDataWithInit(value)) return { status: value.init?.status ?? (thrown ? 500 : 200), headers: new Headers(value.init?.headers) };
  // Any other thrown value is an unhandled error: React Router answers 500.
  return { status: thrown ? 500 : 200, headers: new Headers() };
}

async function observe(value: unknown, thrown: boolean, headers = responseInit(value, thrown).headers): Promise<Observed> {
  const { status } = responseInit(value, thrown);
  const seen = { status, location: headers.get("location"), setCookies: headers.getSetCookie(), headers };
  if (value instanceof Response) return { ...seen, body: await value.text() };
  if (isDataWithInit(value)) return { ...seen, body: value.data };
  if (thrown) return { ...seen, body: undefined, thrown: value };
  return { ...seen, body: value };
}

type LayoutRoute = RouteObject & { file?: string };

function routeObjects(entries: readonly RouteConfigEntry[]): LayoutRoute[] {
  return entries.map(({ id, path, index, caseSensitive, file, children }) =>
    index ? { id: id ?? file, path, caseSensitive, index: true, file } : { id: id ?? file, path, caseSensitive, file, children: routeObjects(children ?? []) },
  );
}

/** The middleware of the layout routes above this path in app/routes.ts, outermost first. */
async function layoutMiddleware(pathname: string): Promise<MiddlewareFunction<Response>[]> {
  const matches = matchRoutes(routeObjects(await routeConfig), pathname) ?? [];
  const layouts = matches.slice(0, -1).map((match) => (match.route as LayoutRoute).file!);
  const modules = await Promise.all(layouts.map((file) => import(`../../app/${file}`) as Promise<{ middleware?: MiddlewareFunction<Response>[] }>));
  return modules.flatMap((module) => module.middleware ?? []);
}

/** Runs a loader or an action as React Router would for this request. */
export async function callRoute(fn: RouteFunction, options: CallOptions): Promise<Observed> {
  const url = new URL(options.path, PUBLIC_URL);
  const method = options.method ?? "POST";
  const headers = new Headers(options.headers);
  if (method !== "GET" && !headers.has("origin")) headers.set("origin", PUBLIC_URL);
  if (options.cookie) headers.set("cookie", options.cookie);
  const request = new Request(url, { method, headers, body: method === "GET" ? undefined : (options.body ?? null), duplex: "half" } as RequestInit);
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "", clientIp: options.clientIp ?? "203.0.113.7", requestId: options.requestId ?? "test0001" });
  const args: RouteArgs = { request, url, params: options.params ?? {}, context, pattern: url.pathname, unstable_pattern: url.pathname };

  // The route's own answer, kept as it was (a loader's data, not its serialization); the
  // middleware sees a Response with its status and headers, as on the server.
  let answer: { value: unknown; thrown: boolean } | undefined;
  const route = async (): Promise<Response> => {
    try {
      answer = { value: await fn(args), thrown: false };
    } catch (error) {
      answer = { value: error, thrown: true };
    }
    return answer.value instanceof Response ? answer.value : new Response(null, responseInit(answer.value, answer.thrown));
  };
  const chain = await layoutMiddleware(url.pathname);
  const run = async (index: number): Promise<Response> => {
    const middleware = chain[index];
    if (!middleware) return route();
    let passed: Promise<Response> | undefined;
    const returned = await middleware(args, () => (passed = run(index + 1)));
    // A middleware that does not call next() lets the request through, as React Router does.
    return returned instanceof Response ? returned : (passed ?? run(index + 1));
  };
  try {
    const response = await run(0);
    // What the route answered, with the headers the middleware put on its way out.
    return answer ? observe(answer.value, answer.thrown, response.headers) : observe(response, false);
  } catch (refusal) {
    return observe(refusal, true);
  }
}

/** A JSON resource route's answer to a GET, its body read as the page reads it. */
export async function getJson(fn: RouteFunction, path: string): Promise<{ status: number; body: unknown }> {
  const observed = await callRoute(fn, { method: "GET", path });
  return { status: observed.status, body: typeof observed.body === "string" ? JSON.parse(observed.body) : observed.body };
}

/** A form body as a browser posts it (multipart), from plain fields. */
export function formBody(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** "name=value" pairs of Set-Cookie headers, as a Cookie header. */
export function cookieHeader(setCookies: readonly string[]): string {
  return setCookies.map((c) => c.split(";")[0]).join("; ");
}

/** A confirmed account (staff when the address is ADMIN_EMAIL) and the Cookie header of its session. */
export async function signedInCookie(database: Database, email: string): Promise<string> {
  const auth = await getAuth();
  const password = "le beton coule bien";
  await auth.api.signUpEmail({ body: { email, password, name: "Marie Tremblay" } });
  await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const { headers } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return cookieHeader(headers.getSetCookie());
}
