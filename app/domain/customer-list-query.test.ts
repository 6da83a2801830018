import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CUSTOMER_SORTS, customerListSearch, parseCustomerListQuery } from "./customer-list-query.ts";

describe("the customer list, read from its URL", () => {
  it("keeps what is valid", () => {
    expect(parseCustomerListQuery(new URLSearchParams("q=%20Côté%20&sort=requests&page=3"))).toEqual({ q: "Côté", sort: "requests", page: 3 });
  });

  it("ignores what is not valid: newest accounts, page 1", () => {
    expect(parseCustomerListQuery(new URLSearchParams("q=%20&sort=price&page=-2"))).toEqual({ sort: "created", page: 1 });
    expect(parseCustomerListQuery(new URLSearchParams("page=abc"))).toEqual({ sort: "created", page: 1 });
  });

  it("bounds the search text and the page", () => {
    const query = parseCustomerListQuery(new URLSearchParams(`q=${"b".repeat(150)}&page=999999999`));
    expect(query.q).toHaveLength(100);
    expect(query.page).toBe(100_000);
  });

  it("writes back the query it reads (defaults left out)", () => {
    expect(customerListSearch({ sort: "created", page: 1 })).toBe("");
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), fc.constantFrom(...CUSTOMER_SORTS), fc.integer({ min: 1, max: 100_000 }), (text, sort, page) => {
        const q = text.trim() || undefined;
        const search = customerListSearch({ q, sort, page });
        expect(parseCustomerListQuery(new URLSearchParams(search))).toEqual({ ...(q ? { q } : {}), sort, page });
      }),
    );
  });
});
