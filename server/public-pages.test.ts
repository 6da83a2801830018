import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "../tests/support/source-build.ts";
import { isPublicPageUrl, readRouteFacts, readsCookieOnly } from "./public-pages.ts";

const at = (url: string) => new URL(url, "http://local");

describe("public pages, as their routes declare them", () => {
  beforeAll(() => readRouteFacts({ routes }));

  it("are the storefront's pages in both languages and their .data, with nothing for one visitor in the query", () => {
    for (const url of [
      "/",
      "/en",
      "/_.data",
      "/en.data",
      "/categories?search=meuleuse",
      "/category",
      "/category/meuleuses",
      "/product",
      "/en/product/1.data",
      "/quote",
      "/contact",
      "/faq",
      "/services",
      "/concrete-services",
      "/privacy",
      "/en/cancellation-policy",
    ]) {
      expect(isPublicPageUrl(at(url)), url).toBe(true);
    }
    for (const url of [
      "/admin",
      "/en/admin/products",
      "/admin/export.csv",
      "/profile",
      "/account",
      `/quotes/${"A".repeat(43)}`,
      "/quote/estimate",
      "/quote/products",
      "/language?lang=en",
      "/healthz",
      "/robots.txt",
      "/sitemap.xml",
      "/reset-password",
      "/confirm-email",
      "/?login=1&notice=confirmed",
      "/?index",
      "/product/1/extra",
      "/nowhere",
    ]) {
      expect(isPublicPageUrl(at(url)), url).toBe(false);
    }
  });

  it("read the language cookie at the French home page only", () => {
    expect(readsCookieOnly(at("/"))).toBe(true);
    expect(readsCookieOnly(at("/_.data"))).toBe(true);
    for (const url of ["/en", "/en.data", "/categories", "/product/1"]) expect(readsCookieOnly(at(url)), url).toBe(false);
  });
});
