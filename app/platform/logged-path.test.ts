import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path.ts";

const TOKEN = "q7Yc0Jm3-xZ_8pLr2VwTnB5kHs4aEd1FgU6iOy9RtMc";

describe("paths in the log", () => {
  it("mask a quote link's token, in both languages, its PDF and its data request", () => {
    expect(loggedPath(`/quotes/${TOKEN}`)).toBe("/quotes/[token]");
    expect(loggedPath(`/en/quotes/${TOKEN}/pdf`)).toBe("/en/quotes/[token]/pdf");
    expect(loggedPath(`/quotes/${TOKEN}.data`)).toBe("/quotes/[token]");
    expect(loggedPath(`/quotes/not-a-token/whatever`)).toBe("/quotes/[token]/whatever");
  });

  it("leave every other path as it was", () => {
    for (const path of ["/", "/en/quote", "/product/12", "/admin/products/3/photos", "/quotes", "/en/quotes"]) expect(loggedPath(path)).toBe(path);
  });
});
