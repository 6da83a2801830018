import { describe, expect, it } from "vitest";
import { resolveClientIp } from "./client-ip.ts";

describe("client IP", () => {
  it("uses the socket address and ignores X-Forwarded-For from an untrusted peer", () => {
    expect(resolveClientIp("::ffff:203.0.113.9", "1.2.3.4", [])).toBe("203.0.113.9");
    expect(resolveClientIp("203.0.113.9", "1.2.3.4", ["10.0.0.1"])).toBe("203.0.113.9");
  });

  it("reads X-Forwarded-For only behind a trusted proxy, right-most untrusted hop", () => {
    // The client prepended a fake address; the proxy appended the real one.
    expect(resolveClientIp("10.0.0.1", "6.6.6.6, 198.51.100.4", ["10.0.0.1"])).toBe("198.51.100.4");
    expect(resolveClientIp("10.0.0.1", "198.51.100.4, 10.0.0.2", ["10.0.0.1", "10.0.0.2"])).toBe("198.51.100.4");
    expect(resolveClientIp("10.0.0.1", null, ["10.0.0.1"])).toBe("10.0.0.1");
  });
});
