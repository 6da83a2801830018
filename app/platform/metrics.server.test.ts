import { beforeAll, describe, expect, it } from "vitest";
import { isPublicPagePath, readRouteFacts } from "../../server/public-pages.ts";
import { routes } from "../../tests/support/source-build.ts";
import { queryGroup, routeGroup } from "./metrics.server.ts";

beforeAll(() => readRouteFacts({ routes }));

describe("metrics' labels", () => {
  it("count a request under its area's group, never its path", () => {
    const cases: [string, string][] = [
      ["/", "public"],
      ["/en/product/12?start=2026-12-01", "public"],
      ["/quote", "public"],
      ["/product/12.data", "data"],
      ["/_.data", "data"],
      ["/assets/entry-abc123.js", "assets"],
      ["/favicon.ico", "assets"],
      ["/photos/0b9e-640.avif", "photos"],
      ["/account", "account"],
      ["/en/profile.data", "account"],
      ["/reset-password?token=x", "account"],
      ["/admin", "admin"],
      ["/en/admin/requests/S-2026-000001/quote.data", "admin"],
      [`/quotes/${"A".repeat(43)}`, "quote-link"],
      [`/en/quotes/${"A".repeat(43)}/pdf`, "quote-link"],
      ["/quote/estimate?postalCode=J4K1A1", "other"],
      ["/healthz", "other"],
      ["/administration", "other"],
      ["/nowhere", "other"],
    ];
    expect(cases.map(([target]) => [target, routeGroup(target, isPublicPagePath)])).toEqual(cases);
  });

  it("time a statement under the group of the first table it names", () => {
    expect(queryGroup('select "id", "reference" from "submissions" where "id" = $1')).toBe("requests");
    expect(queryGroup('insert into "email_outbox" ("id") values ($1)')).toBe("outbox");
    expect(queryGroup('update "catalogue_products" set "name" = $1')).toBe("catalogue");
    expect(queryGroup('select "version" from "catalogue_version"')).toBe("versions");
    expect(queryGroup("select 1 as ok")).toBe("other");
    expect(queryGroup('select * from "a_table_added_later"')).toBe("other");
  });
});
