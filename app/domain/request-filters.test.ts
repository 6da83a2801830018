import { describe, expect, it } from "vitest";
import { isReadableQuery, isUuid, parseRequestFilters } from "./request-filters.ts";

describe("the dashboard's filters, read from a URL", () => {
  it("keeps what is valid", () => {
    expect(parseRequestFilters(new URLSearchParams("status=in_progress&type=quote&from=2026-05-01&to=2026-05-31&q=%20Côté%20&page=3"))).toEqual({
      status: "in_progress",
      type: "quote",
      from: "2026-05-01",
      to: "2026-05-31",
      q: "Côté",
      page: 3,
    });
  });

  it("ignores what is not valid (a hand-edited URL still shows a list)", () => {
    expect(parseRequestFilters(new URLSearchParams("status=closed&type=x&from=2026-02-30&to=yesterday&q=&page=-2"))).toEqual({ page: 1 });
    expect(parseRequestFilters(new URLSearchParams("from=2026-5-1&page=abc"))).toEqual({ page: 1 });
  });

  it("keeps every status of the quote lifecycle, but drops one the chosen type cannot have", () => {
    for (const status of ["quoted", "accepted", "declined", "cancelled", "expired"] as const) {
      expect(parseRequestFilters(new URLSearchParams(`status=${status}`)).status, status).toBe(status);
      expect(parseRequestFilters(new URLSearchParams(`status=${status}&type=quote`)).status, status).toBe(status);
      expect(parseRequestFilters(new URLSearchParams(`status=${status}&type=contact`)), status).toEqual({ type: "contact", page: 1 });
    }
    expect(parseRequestFilters(new URLSearchParams("status=completed&type=contact")).status).toBe("completed");
  });

  it("bounds the search text and the page", () => {
    const filters = parseRequestFilters(new URLSearchParams(`q=${"b".repeat(150)}&page=999999999`));
    expect(filters.q).toHaveLength(100);
    expect(filters.page).toBe(100_000);
  });

  it("recognises request ids", () => {
    expect(isUuid("0b7c6f1e-3a2d-4c5b-9e8f-1a2b3c4d5e6f")).toBe(true);
    expect(isUuid("S-2026-000001")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});

describe("a query the dashboard cannot read", () => {
  it("is one with a control character in any value, the request's reference included", () => {
    for (const query of ["q=a%00b", "q=%07", "request=S-2026-000001%00", "status=new&from=2026-05-01%0B", "view=outbox%1B"]) {
      expect(isReadableQuery(new URLSearchParams(query)), query).toBe(false);
    }
  });

  it("is never one the filters' form sends, accents and punctuation included", () => {
    for (const query of ["", "q=C%C3%B4t%C3%A9%20%26%20fils", "q=%25_%5C", "status=new&type=quote&from=2026-05-01&to=2026-05-31&page=2", "request=S-2026-000001"]) {
      expect(isReadableQuery(new URLSearchParams(query)), query).toBe(true);
    }
  });
});
