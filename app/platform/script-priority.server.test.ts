import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./script-priority.server.ts";

const through = (chunks: string[]) => text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityModulePreloads()));

describe("lowPriorityModulePreloads", () => {
  const head = '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></head><p>é</p>';
  const expected =
    '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="modulepreload" fetchpriority="low" href="/b.js"/></head><p>é</p>';

  it("asks for low priority on every module preload, and on nothing else", async () => {
    expect(await through([head])).toBe(expected);
  });

  it("finds a link cut across chunks at any point, and keeps multi-byte characters whole", async () => {
    const bytes = Buffer.from(head);
    for (let cut = 1; cut < bytes.length; cut++) {
      const output = await text(Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(lowPriorityModulePreloads()));
      expect(output, `cut at ${cut}`).toBe(expected);
    }
  });

  it("passes a page without module preloads unchanged", async () => {
    expect(await through(["<html><body>", "<link rel=\"modulepre", "fetch\"/></body></html>"])).toBe('<html><body><link rel="moduleprefetch"/></body></html>');
  });
});
