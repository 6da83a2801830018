import { describe, expect, it } from "vitest";
import { authHeaders, CLIENT_IP_HEADER, confirmationLink, langOfLink, resetPasswordLink } from "./auth.server.ts";

describe("account e-mail links", () => {
  it("are built from PUBLIC_URL in the page's language", () => {
    expect(confirmationLink("https://shop.example", "fr", "a.b.c")).toBe("https://shop.example/confirm-email?token=a.b.c");
    expect(confirmationLink("https://shop.example", "en", "a.b.c")).toBe("https://shop.example/en/confirm-email?token=a.b.c");
    expect(resetPasswordLink("https://shop.example", "en", "tok en")).toBe("https://shop.example/en/reset-password?token=tok%20en");
  });

  it("read the page's language from the callback Better Auth hands back", () => {
    expect(langOfLink("https://shop.example/api/auth/verify-email?token=x&callbackURL=%2Fen")).toBe("en");
    expect(langOfLink("https://shop.example/api/auth/verify-email?token=x&callbackURL=%2F")).toBe("fr");
    expect(langOfLink("https://shop.example/api/auth/reset-password/abc?callbackURL=")).toBe("fr");
  });
});

describe("headers given to Better Auth", () => {
  it("carry the cookie, the user agent and the server's client IP — never a client-sent IP header", () => {
    const request = new Request("https://shop.example/account", {
      headers: { cookie: "lrs.session_token=abc", "user-agent": "Test", "x-forwarded-for": "1.2.3.4", [CLIENT_IP_HEADER]: "6.6.6.6", origin: "https://evil.example" },
    });
    const headers = authHeaders(request, "203.0.113.9");
    expect([...headers.entries()].sort()).toEqual(
      [
        ["cookie", "lrs.session_token=abc"],
        ["user-agent", "Test"],
        [CLIENT_IP_HEADER, "203.0.113.9"],
      ].sort(),
    );
  });
});
