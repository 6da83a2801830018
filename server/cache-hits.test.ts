import { createServer, get, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { recordHitHeaders, withCacheHits } from "./cache-hits.ts";
import type { CachedPage } from "./render-cache.ts";

const stored: CachedPage = { status: 200, headers: [], body: '<p>page</p><script nonce="OLD">x</script>', nonce: "OLD", perResponseValues: [] };
const recordedPage: CachedPage = { ...stored };
recordHitHeaders(
  recordedPage,
  new Headers({ "Content-Security-Policy": "script-src 'nonce-OLD' 'strict-dynamic'", "X-Frame-Options": "DENY", "X-Request-Id": "old", "Content-Encoding": "gzip" }),
  "OLD",
);

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose listener answers the recorded page at /hit and /unrecorded's page never; the rest says "app". */
async function start(): Promise<string> {
  const pages: Record<string, CachedPage> = { "/hit": recordedPage, "/unrecorded": stored };
  server = createServer(
    withCacheHits(
      async ({ url }) => pages[url.pathname],
      (_request, response) => response.end("app"),
    ),
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

describe("cache hits before the application", () => {
  it("answers a recorded page with the headers it left with, its own nonce and request id", async () => {
    const base = await start();
    const response = await fetch(`${base}/hit`, { headers: { "Accept-Encoding": "identity" } });
    const body = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe("OLD");
    expect(body).toBe(`<p>page</p><script nonce="${nonce}">x</script>`);
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("X-Request-Id")).not.toBe("old");
    expect(response.headers.get("X-Render-Cache")).toBe("hit");
    expect(response.headers.get("Content-Encoding")).toBeNull();
  });

  it("leaves to the application what it cannot answer as the application would", async () => {
    const base = await start();
    const app = async (path: string, init: RequestInit = {}) => (await fetch(`${base}${path}`, init)).text();
    expect(await app("/unrecorded")).toBe("app");
    expect(await app("/elsewhere")).toBe("app");
    expect(await app("/hit", { headers: { Cookie: "lang=en" } })).toBe("app");
    expect(await app("/hit", { method: "POST", body: "x" })).toBe("app");
    // A target the application would normalise (fetch would normalise it first: sent as written).
    const dotted = await new Promise<string>((resolve, reject) =>
      get(`${base}/x/../hit`, { path: "/x/../hit" }, (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve(text));
      }).on("error", reject),
    );
    expect(dotted).toBe("app");
  });
});
