/**
 * What reaches the log when React Router refuses a request or an error escapes a route, through
 * React Router's real request handler with this app's entry module and the private quote link's
 * real route modules. Whoever holds a quote's token may accept or cancel it: no log line may
 * carry it, and a refusal anyone can provoke at will is no server error with a stack.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import * as entry from "./entry.server.tsx";
import { requestInfoContext } from "./platform/request-context.ts";
import * as quoteLinkPdf from "./routes/quote-link-pdf.ts";
import * as quoteLink from "./routes/quote-link.tsx";

const SITE = "https://location-rive-sud.example";
const TOKEN = "q7Yc0Jm3-xZ_8pLr2VwTnB5kHs4aEd1FgU6iOy9RtMc";

// Just what React Router needs to route a request to the quote link and refuse it: nothing is rendered.
const build = {
  entry: { module: entry },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    "routes/quote-link": { id: "routes/quote-link", parentId: "root", path: "en?/quotes/:token", module: quoteLink },
    "routes/quote-link-pdf": { id: "routes/quote-link-pdf", parentId: "root", path: "en?/quotes/:token/pdf", module: quoteLinkPdf },
  },
  assets: { entry: { module: "/entry.client.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;
const handleRequest = createRequestHandler(build, "production");

function send(path: string, headers: Record<string, string>): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "", clientIp: "203.0.113.7", requestId: "a1b2c3d4" });
  const body = new URLSearchParams({ intent: "accept", version: "1", fullName: "Jean Tremblay", conditionsAccepted: "on" });
  return handleRequest(new Request(`${SITE}${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body }), context);
}

let lines: string[] = [];
let savedLevel: string | undefined;
beforeEach(() => {
  lines = [];
  savedLevel = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = "debug";
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  if (savedLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = savedLevel;
});

function logged(): Record<string, unknown>[] {
  for (const line of lines) expect(line, "a log line holds the quote's token").not.toContain(TOKEN);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("the log of a refused request", () => {
  const crossSite = [
    ["another site's", "https://attaquant.example"],
    ["a null", "null"],
    ["a malformed", "not a url"],
  ] as const;
  const paths = [`/quotes/${TOKEN}`, `/en/quotes/${TOKEN}`, `/quotes/${TOKEN}.data`];

  for (const [which, origin] of crossSite) {
    it(`a post to a quote link with ${which} Origin is refused with 400, and logged as a warning without the token or a stack`, async () => {
      for (const path of paths) {
        lines = [];
        expect((await send(path, { origin })).status, path).toBe(400);
        const entries = logged();
        expect(entries, path).toHaveLength(1);
        expect(entries[0], path).toMatchObject({ level: "warn", requestId: "a1b2c3d4", method: "POST", path: path.startsWith("/en") ? "/en/quotes/[token]" : "/quotes/[token]" });
        expect(JSON.stringify(entries[0]), path).not.toContain("stack");
      }
    });
  }

  it("a post to a quote's PDF, which takes none, is a warning with its status, without the token or a stack", async () => {
    expect((await send(`/quotes/${TOKEN}/pdf`, { origin: SITE })).status).toBe(405);
    const entries = logged();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: "warn", status: 405, path: "/quotes/[token]/pdf" });
    expect(JSON.stringify(entries[0])).not.toContain("stack");
  });
});

describe("the log of an error that escaped a route", () => {
  it("keeps the error and its stack, and masks a quote link's token in the path", () => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { nonce: "", clientIp: "203.0.113.7", requestId: "a1b2c3d4" });
    entry.handleError(new Error("the database went away"), { request: new Request(`${SITE}/quotes/${TOKEN}`), context });
    const entries = logged();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: "error", msg: "unhandled error", requestId: "a1b2c3d4", method: "GET", path: "/quotes/[token]", error: { message: "the database went away" } });
    expect((entries[0]!.error as { stack?: string }).stack).toMatch(/\n\s+at /);
  });
});
