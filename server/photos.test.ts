/**
 * /photos/<file> in the HTTP layer: the stored renditions with their type and a year of
 * immutable caching; a 404 for any other name, and no way out of the folder.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePhotos } from "./photos.ts";

const ID = "0b9d8c62-4b2a-4f3e-9d5c-1a2b3c4d5e6f";
let root: string;
let app: Hono;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "photo-server-"));
  const dir = path.join(root, "photos");
  await mkdir(dir);
  await writeFile(path.join(dir, `${ID}-640.webp`), "RIFF-webp-bytes");
  await writeFile(path.join(dir, `${ID}-640.avif`), "avif-bytes");
  await writeFile(path.join(dir, `${ID}-640.webp.1234.tmp`), "half");
  await writeFile(path.join(root, "auth-secret"), "secret");
  app = new Hono();
  app.on(["GET", "HEAD"], "/photos/:file", servePhotos(dir));
  app.all("/photos/*", (c) => c.text("Not found", 404));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("photo files", () => {
  it("are served with their type and cached for a year, immutable", async () => {
    const webp = await app.request(`/photos/${ID}-640.webp`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await webp.text()).toBe("RIFF-webp-bytes");
    const avif = await app.request(`/photos/${ID}-640.avif`, { method: "HEAD" });
    expect([avif.status, avif.headers.get("content-type"), avif.headers.get("content-length")]).toEqual([200, "image/avif", "10"]);
  });

  it("answer 404 for a missing rendition, any other name, and any path out of the folder", async () => {
    for (const url of [
      `/photos/${ID}-320.webp`,
      `/photos/${ID}-640.webp.1234.tmp`,
      "/photos/..%2fauth-secret",
      "/photos/%2e%2e/auth-secret",
      "/photos/../auth-secret",
      `/photos/${ID}-640.WEBP`,
      `/photos/x/${ID}-640.webp`,
      "/photos/",
    ]) {
      const answer = await app.request(url);
      expect(answer.status, url).toBe(404);
      expect(await answer.text(), url).not.toContain("secret");
    }
  });
});
