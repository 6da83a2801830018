/**
 * The body limit in the HTTP layer, driven in-process (the real server's memory under a 200 MB
 * chunked post is measured by server/http-safety.reliability.test.ts).
 */
import { COUNTER_POST_MAX_BYTES } from "../app/domain/rental/handover-form.ts";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "../tests/support/source-build.ts";
import { DEFAULT_BODY_LIMIT, limitRequestBodies } from "./body-limit.ts";
import { bodyLimitAt, readRouteFacts } from "./public-pages.ts";

/** A route with a larger limit of its own, as a route's `handle` gives one. */
const withPhotos = (pathname: string) => (/^\/admin\/photos$/.test(pathname) ? 1024 * 1024 : DEFAULT_BODY_LIMIT);

/** A body sent in chunks, without Content-Length (as `Transfer-Encoding: chunked` arrives). */
function chunkedBody(totalBytes: number, chunkBytes = 16 * 1024): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - pulled);
      pulled += size;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  return { body, pulled: () => pulled };
}

function appWith(limitOf: (pathname: string) => number = () => DEFAULT_BODY_LIMIT) {
  const app = new Hono();
  app.use(
    "*",
    limitRequestBodies(limitOf, (c) => c.text("too large", 413)),
  );
  app.post("*", async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)));
  return app;
}

const post = (app: Hono, path: string, body: BodyInit, headers: Record<string, string> = {}) => app.request(path, { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("request body limit", () => {
  beforeAll(() => readRouteFacts({ routes }));

  it("is 256 KB on every route unless the route declares its own, in both languages", () => {
    expect(DEFAULT_BODY_LIMIT).toBe(256 * 1024);
    for (const path of ["/account", "/en/quote", "/contact", "/admin/products/12", "/nowhere"]) expect(bodyLimitAt(path), path).toBe(DEFAULT_BODY_LIMIT);
  });

  it("gives the photo uploads, and only them, their room: one 10 MB photo a product, 4 a unit at the counter", () => {
    const upload = 10.5 * 1024 * 1024;
    for (const path of ["/admin/products/12/photos", "/en/admin/products/12/photos", "/admin/products/12/photos.data"]) expect(bodyLimitAt(path), path).toBe(upload);
    for (const path of ["/admin/requests/S-2026-000001/handover", "/en/admin/requests/S-2026-000001/return", "/admin/requests/S-2026-000001/return.data"]) {
      expect(bodyLimitAt(path), path).toBe(COUNTER_POST_MAX_BYTES);
    }
    for (const other of ["/admin/products/12", "/admin/products//photos", "/admin/products/12/photos/x", "/admin/products/12/13/photos", "/admin/requests/S-2026-000001/quote", "/quote"]) {
      expect(bodyLimitAt(other), other).toBe(DEFAULT_BODY_LIMIT);
    }
  });

  it("hands a chunked body within the limit to the route whole", async () => {
    const { body } = chunkedBody(DEFAULT_BODY_LIMIT);
    const answer = await post(appWith(), "/quote", body);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(String(DEFAULT_BODY_LIMIT));
  });

  it("refuses a chunked body one byte over, and stops reading it there", async () => {
    const { body, pulled } = chunkedBody(50 * 1024 * 1024);
    const answer = await post(appWith(), "/account", body);
    expect(answer.status).toBe(413);
    // Counted as it streamed: a few chunks past the limit at most, never the 50 MB.
    expect(pulled()).toBeLessThan(DEFAULT_BODY_LIMIT + 64 * 1024);
  });

  it("refuses a declared Content-Length over the limit before reading anything", async () => {
    const { body, pulled } = chunkedBody(DEFAULT_BODY_LIMIT + 1);
    const answer = await post(appWith(), "/contact", body, { "Content-Length": String(DEFAULT_BODY_LIMIT + 1) });
    expect(answer.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(16 * 1024);
  });

  it("gives a route with its own limit that limit, and no more", async () => {
    const app = appWith(withPhotos);
    expect((await post(app, "/admin/photos", chunkedBody(1024 * 1024).body)).status).toBe(200);
    expect((await post(app, "/admin/photos", chunkedBody(1024 * 1024 + 1).body)).status).toBe(413);
    expect((await post(app, "/admin/other", chunkedBody(DEFAULT_BODY_LIMIT + 1).body)).status).toBe(413);
  });
});
