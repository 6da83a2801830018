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

  it("mask it however the path is cased, since the route matches it all the same", () => {
    expect(loggedPath(`/Quotes/${TOKEN}`)).toBe("/Quotes/[token]");
    expect(loggedPath(`/EN/QUOTES/${TOKEN}/pdf`)).toBe("/EN/QUOTES/[token]/pdf");
  });

  it("leave out the query, where the reset and confirmation links carry their token", () => {
    expect(loggedPath("/reset-password?token=Zk3mW9qLr2VwTnB5kHs4aEd1")).toBe("/reset-password");
    expect(loggedPath(`/en/confirm-email?token=eyJhbGciOiJIUzI1NiJ9.e30.sig#top`)).toBe("/en/confirm-email");
    expect(loggedPath(`/quotes/${TOKEN}?done=accepted`)).toBe("/quotes/[token]");
  });

  it("leave every other path as it was", () => {
    for (const path of ["/", "/en/quote", "/product/12", "/admin/products/3/photos", "/quotes", "/en/quotes"]) expect(loggedPath(path)).toBe(path);
  });
});
