import { describe, expect, it } from "vitest";
import { clientNetwork, ipv6Groups } from "./client-network.ts";
import { rateLimitKey } from "./rate-limit-rules.ts";

describe("the network a client is counted under", () => {
  it("is the address itself for IPv4 (also when seen through an IPv6 socket)", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("is the /64 for IPv6, however the address is written", () => {
    const network = "2001:db8:1:2::/64";
    for (const ip of ["2001:db8:1:2::1", "2001:0DB8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2:a:b:c:d", "[2001:db8:1:2::9]", "2001:db8:1:2::1%eth0", "2001:db8:1:2::192.0.2.1"]) {
      expect(clientNetwork(ip), ip).toBe(network);
    }
    expect(clientNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("leaves anything that is not an address as it is", () => {
    for (const text of ["unknown", "2001:db8::1::2", "2001:db8:zz::1", "1:2:3:4:5:6:7:8:9", "2001:db8::300.1.1.1"]) expect(clientNetwork(text), text).toBe(text);
  });

  it("expands IPv6 addresses to their eight groups", () => {
    expect(ipv6Groups("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups("1::")).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups("1:2:3:4:5:6:7::")).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
    expect(ipv6Groups("1:2:3:4:5:6:7:8::")).toBeNull();
    expect(ipv6Groups("203.0.113.7")).toBeNull();
  });

  it("is what every per-client rate-limit key counts under", () => {
    expect(rateLimitKey.signInFailures("2001:db8:1:2::1")).toBe(rateLimitKey.signInFailures("2001:db8:1:2:ffff::1"));
    expect(rateLimitKey.quote("2001:db8:1:2::1")).toBe("quote:2001:db8:1:2::/64");
    expect(rateLimitKey.signInFailuresPerAccount(" Marie@Example.COM ")).toBe("auth:sign-in-failures-to:marie@example.com");
  });
});
