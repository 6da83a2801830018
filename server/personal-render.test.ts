import { describe, expect, it } from "vitest";
import type { QuotePrefill } from "../app/auth/prefill.server.ts";
import { inHtml, inRouterScript, personalTemplate, sentinelsIntact, type Person } from "./personal-render.ts";

const zoe: Person["user"] = { id: "u-1", firstName: "Zoë", lastName: "Côté", email: "zoe@example.com", role: "customer" };
const prefill: QuotePrefill = { firstName: "Zoë", lastName: "Côté", email: "zoe@example.com", phone: "514-555-0123", company: "", address: "", city: "Longueuil", postalCode: "" };

describe("shared renders for signed-in people", () => {
  it("renders for sentinels only: no detail of the person reaches the shared render", () => {
    const template = personalTemplate({ user: zoe, prefill })!;
    const shared = JSON.stringify(template.renderAs);
    for (const detail of ["u-1", "Zoë", "Côté", "zoe@example.com", "514-555-0123", "Longueuil"]) expect(shared).not.toContain(detail);
    expect(template.renderAs.user.role).toBe("customer");
    // An empty detail stays empty; an equal one shares its sentinel (the loader data dedupes it).
    expect(template.renderAs.prefill!.company).toBe("");
    expect(template.renderAs.prefill!.firstName).toBe(template.renderAs.user.firstName);
    expect(template.values).toEqual(["u-1", "Zoë", "Côté", "zoe@example.com", "514-555-0123", "Longueuil"]);
  });

  it("gives two people the same shape when only their details differ, and another when the role, an empty or an equal detail differs", () => {
    const shape = (person: Person) => personalTemplate(person)!.shape;
    const base = shape({ user: zoe, prefill });
    expect(shape({ user: { ...zoe, id: "u-2", firstName: "Marc", email: "marc@example.com" }, prefill: { ...prefill, firstName: "Marc", email: "marc@example.com" } })).toBe(base);
    const others = [
      shape({ user: { ...zoe, role: "admin" }, prefill }),
      shape({ user: zoe, prefill: { ...prefill, company: "Béton inc." } }),
      shape({ user: zoe, prefill: { ...prefill, city: "Zoë" } }),
      shape({ user: zoe, prefill: null }),
      shape({ user: zoe }),
    ];
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });

  it("declines a person whose detail starts or ends with a space or a line break (a page trims it)", () => {
    expect(personalTemplate({ user: { ...zoe, lastName: "Côté " } })).toBeUndefined();
    expect(personalTemplate({ user: zoe, prefill: { ...prefill, city: "\u2028Longueuil" } })).toBeUndefined();
  });

  it("refuses a shared render in which a sentinel shows transformed", () => {
    const { sentinels } = personalTemplate({ user: zoe })!;
    const whole = `<span>${sentinels[1]} ${sentinels[2]}</span>`;
    expect(sentinelsIntact(whole, sentinels)).toBe(true);
    expect(sentinelsIntact(`${whole}<abbr>${sentinels[1]!.toUpperCase()}</abbr>`, sentinels)).toBe(false);
    expect(sentinelsIntact(`${whole}${sentinels[1]!.slice(0, 10)}`, sentinels)).toBe(false);
  });

  it("escapes a detail as React writes HTML and as React Router writes the loader data's script", () => {
    expect(inHtml(`<b>"O'Brien" & fils</b>`)).toBe("&lt;b&gt;&quot;O&#x27;Brien&quot; &amp; fils&lt;/b&gt;");
    expect(inRouterScript(`</script>"\\\u2028`)).toBe('\\u003c/script\\u003e\\\\\\"\\\\\\\\\\u2028');
  });
});
