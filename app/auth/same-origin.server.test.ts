import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./same-origin.server.ts";

const post = (headers: Record<string, string>) => new Request("http://localhost:3000/account", { method: "POST", headers });

describe("same-origin guard of account actions", () => {
  it("accepts our own pages and refuses other sites", () => {
    expect(isSameOrigin(post({ origin: "https://shop.example" }), "https://shop.example")).toBe(true);
    expect(isSameOrigin(post({ origin: "http://localhost:3000" }), "https://shop.example")).toBe(true);
    expect(isSameOrigin(post({ origin: "https://evil.example" }), "https://shop.example")).toBe(false);
    expect(isSameOrigin(post({ "sec-fetch-site": "cross-site" }), "https://shop.example")).toBe(false);
    expect(isSameOrigin(post({ "sec-fetch-site": "same-origin" }), "https://shop.example")).toBe(true);
    expect(isSameOrigin(post({}), "https://shop.example")).toBe(true);
  });
});
