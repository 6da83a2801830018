import { describe, expect, it } from "vitest";
import { cspNonce, randomPoolBytes } from "./random-pool.ts";

describe("the random pool", () => {
  it("never hands out the same bytes twice, across refills", () => {
    const seen = new Set<string>();
    // 3 000 nonces of 16 bytes: more than eleven refills of the 4 KB pool.
    for (let i = 0; i < 3_000; i++) seen.add(cspNonce());
    expect(seen.size).toBe(3_000);
    for (const nonce of [...seen].slice(0, 5)) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("gives the length asked, and refuses more than a pool", () => {
    expect(randomPoolBytes(4)).toHaveLength(4);
    expect(() => randomPoolBytes(5000)).toThrow(RangeError);
  });
});
