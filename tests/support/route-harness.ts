/**
 * Calls the real route modules' loaders and actions in-process, the way React
 * Router does: a Request, React Router's `url`, and the request context the
 * HTTP server fills (client IP, request id). The process-wide settings,
 * database and Better Auth instance are replaced by test ones for the suite.
 *
 * What comes back is what a caller would observe: the status (a thrown
 * `data()` or Response keeps its status; any other thrown error is React
 * Router's 500) and the answer's body.
 */
import { afterEach, beforeEach } from "vitest";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
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

export type Observed = { status: number; body: unknown; location: string | null; setCookies: string[]; thrown?: unknown };

type RouteArgs = { request: Request; url: URL; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider>; unstable_pattern: string };
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

async function observe(value: unknown, thrown: boolean): Promise<Observed> {
  if (value instanceof Response) {
    const text = await value.text();
    return { status: value.status, body: text, location: value.headers.get("location"), setCookies: value.headers.getSetCookie() };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? (thrown ? 500 : 200), body: value.data, location: headers.get("location"), setCookies: headers.getSetCookie() };
  }
  // Any other thrown value is an unhandled error: React Router answers 500.
  if (thrown) return { status: 500, body: undefined, location: null, setCookies: [], thrown: value };
  return { status: 200, body: value, location: null, setCookies: [] };
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
  const args: RouteArgs = { request, url, params: options.params ?? {}, context, unstable_pattern: url.pathname };
  try {
    return await observe(await fn(args), false);
  } catch (error) {
    return observe(error, true);
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
