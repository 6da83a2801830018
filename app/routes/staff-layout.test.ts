/**
 * The back office's guard lives in its layout route (routes/staff-layout.tsx): a route put under
 * it is staff only without a guard of its own, and every answer is kept out of any cache.
 */
import { expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { ADMIN_EMAIL, callRoute, formBody, installServicesForEachTest, signedInCookie } from "../../tests/support/route-harness.ts";
import routeConfig from "../routes.ts";

/** A loader and an action with no guard of their own, as a new screen of the back office might start. */
const unguarded = {
  loader: () => ({ secret: "every customer's data" }),
  action: () => ({ saved: true }),
};

describeEachDatabase("the back office's layout", (current) => {
  installServicesForEachTest(current);

  it("refuses a visitor and a customer before a route without a guard of its own runs, and lets staff through, never stored", async () => {
    const customer = await signedInCookie(current(), "client@example.com");
    for (const [lang, home, signIn] of [
      ["", "/", "/?login=1"],
      ["/en", "/en", "/en?login=1"],
    ] as const) {
      const signedOut = await callRoute(unguarded.loader, { method: "GET", path: `${lang}/admin/stats` });
      expect(signedOut).toMatchObject({ status: 302, location: signIn });
      const asCustomer = await callRoute(unguarded.loader, { method: "GET", path: `${lang}/admin/products/1`, cookie: customer });
      expect(asCustomer).toMatchObject({ status: 302, location: home });
      expect(asCustomer.body).not.toEqual(unguarded.loader());
      const posted = await callRoute(unguarded.action, { path: `${lang}/admin/settings`, cookie: customer, body: formBody({ intent: "save-settings" }) });
      expect(posted).toMatchObject({ status: 302, location: home });
    }
    // A cross-site post is refused before the guard is even asked.
    const staff = await signedInCookie(current(), ADMIN_EMAIL);
    const crossSite = await callRoute(unguarded.action, { path: "/admin/settings", cookie: staff, headers: { origin: "https://attacker.example" }, body: formBody({}) });
    expect(crossSite.status).toBe(403);

    const allowed = await callRoute(unguarded.loader, { method: "GET", path: "/admin/stats", cookie: staff });
    expect(allowed).toMatchObject({ status: 200, body: { secret: "every customer's data" } });
    expect(allowed.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

it("holds every /admin address of app/routes.ts", async () => {
  const underLayout = (entries: readonly RouteConfigEntry[], inside: boolean): [string, boolean][] =>
    entries.flatMap((entry) => [...(entry.path ? [[entry.path, inside] as [string, boolean]] : []), ...underLayout(entry.children ?? [], inside || entry.file === "routes/staff-layout.tsx")]);
  const admin = underLayout(await routeConfig, false).filter(([path]) => /^(en\?\/)?admin(\/|$)/.test(path));
  expect(admin.length).toBeGreaterThan(10);
  for (const [path, inside] of admin) expect(inside, path).toBe(true);
});
