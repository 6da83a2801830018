import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

const FALLBACK = "/fallback";

describe("safeRedirectPath", () => {
  it.each([
    "/",
    "/profile",
    "/en/profile",
    "/en/profile?x=1",
    "/en/quote?added=1",
    "/categories/meuleuses?search=b%C3%A9ton&sort=price-asc",
    "/en/categories/meuleuses?brands=Husqvarna&brands=Makita#filters",
    "/faq?q=100%",
    "/products/12?from=%2Fen%2Fquote",
    "/produits/g%C3%A9n%C3%A9ratrice",
    "/a/b/../c",
    "/search?q=a%20b+c",
  ])("keeps the local path %j", (to) => {
    expect(safeRedirectPath(to, FALLBACK)).toBe(to);
  });

  it.each([
    // Other sites, written plainly.
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with path", "//evil.example/en/profile"],
    ["triple slash", "///evil.example"],
    ["https URL", "https://evil.example/"],
    ["http URL", "http://evil.example"],
    ["URL of this very site (not a path)", "http://localhost:3000/profile"],
    ["scheme-less host", "evil.example"],
    ["relative path", "profile"],
    ["javascript:", "javascript:alert(1)"],
    ["JavaScript: in capitals", "JaVaScRiPt:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["vbscript:", "vbscript:msgbox(1)"],
    // Backslashes, which browsers read as "/".
    ["slash backslash", "/\\evil.example"],
    ["backslash slash", "\\/evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["backslash later in the path", "/en/\\evil"],
    // Characters a browser drops or rejects, hiding a "//".
    ["tab", "/\t/evil.example"],
    ["carriage return", "/\r/evil.example"],
    ["line feed", "/\n/evil.example"],
    ["header injection", "/profile\r\nSet-Cookie: a=b"],
    ["NUL", "/\u0000/evil.example"],
    ["leading space", " //evil.example"],
    ["space inside", "/ /evil.example"],
    ["DEL", "/\u007f/evil.example"],
    ["line separator", "/\u2028/evil.example"],
    // Look-alikes of "." and "/" that IDNA or a lenient parser maps.
    ["ideographic full stop", "//evil。example"],
    ["ideographic full stop after one slash", "/。/evil"],
    ["fullwidth solidus", "/／evil.example"],
    ["fullwidth full stop", "//evil．example"],
    // Encoded variants, once or more.
    ["encoded slash", "/%2Fevil.example"],
    ["encoded slash, lower case", "/%2fevil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["encoded tab", "/%09/evil.example"],
    ["encoded line feed", "/%0A/evil.example"],
    ["encoded NUL", "/%00/evil.example"],
    ["encoded leading slashes", "%2F%2Fevil.example"],
    ["double-encoded slash", "/%252Fevil.example"],
    ["triple-encoded slash", "/%25252Fevil.example"],
    ["encoded CRLF in the query", "/profile?x=%0D%0ASet-Cookie:a=b"],
    // Dot segments that resolve to "//".
    ["dot segment", "/.//evil.example"],
    ["dot-dot segment", "/..//evil.example"],
    ["encoded dot segment", "/%2E//evil.example"],
    // Not a string, or absurd.
    ["empty", ""],
    ["null", null],
    ["undefined", undefined],
    ["number", 42],
    ["array", ["/profile"]],
    ["very long", `/${"a".repeat(5000)}`],
  ])("refuses %s", (_, to) => {
    expect(safeRedirectPath(to, FALLBACK)).toBe(FALLBACK);
  });

  it("answers, for any input, the fallback or a path of this site that is a valid Location header", () => {
    const base = "http://this-site.invalid";
    const piece = fc.oneof(
      fc.string({ unit: "binary", maxLength: 12 }),
      fc.constantFrom("/", "//", "\\", "%2F", "%252F", "%5C", "%09", "%0D%0A", "%00", ".", "..", "。", "／", "\t", "\r", "\n", "\u0000", "evil.example", "@", ":", "?", "#", "http:", "javascript:"),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join("")),
        (to) => {
          const answer = safeRedirectPath(to, FALLBACK);
          if (answer === FALLBACK) return;
          expect(answer).toBe(to);
          expect(answer).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
          expect(new URL(answer, base).origin).toBe(base);
          expect(new URL(answer, base).pathname).not.toMatch(/^\/\//);
          expect(() => new Headers({ Location: answer })).not.toThrow();
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
