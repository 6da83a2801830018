/**
 * The customers area's loaders and action, as React Router calls them (the route harness):
 * the staff guard first, hostile input refused with a 4xx and a translated message, and the
 * role change's refusals (no confirmation, one's own role, an ADMIN_EMAILS role, no such
 * account) leaving everything as it was. The rule and the writes themselves are tested in
 * app/db/staff-role.server.test.ts, the pages in tests/e2e/admin-customers.spec.ts.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { ADMIN_EMAIL, callRoute, formBody, installServices, signedInCookie } from "../../tests/support/route-harness.ts";
import { session, user } from "../db/auth-schema.ts";
import { staffRoleChanges } from "../db/back-office-schema.ts";
import type { Db } from "../db/client.server.ts";
import { translate } from "../i18n/index.ts";
import * as customerPage from "./admin-customer.tsx";
import * as customerList from "./admin-customers.tsx";

async function idOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

async function roleRows(db: Db) {
  const users = await db.select({ email: user.email, role: user.role, roleSource: user.roleSource }).from(user).orderBy(user.email);
  const sessions = await db.select({ userId: session.userId }).from(session);
  const audit = await db.select().from(staffRoleChanges);
  return { users, sessions: sessions.length, audit };
}

describeEachDatabase("customers area routes", (current) => {
  let undo: () => void = () => undefined;
  let staffCookie = "";
  let customerCookie = "";
  beforeEach(async () => {
    undo = installServices(current());
    staffCookie = await signedInCookie(current(), ADMIN_EMAIL);
    customerCookie = await signedInCookie(current(), "client@example.com");
  });
  afterEach(() => undo());

  /** The role form posted by `as` (staff unless told; a visitor has no cookie). */
  const post = (id: string, fields: Record<string, string>, as: { cookie: string | undefined; lang?: "fr" | "en" } = { cookie: staffCookie }) =>
    callRoute(customerPage.action, { path: `${as.lang === "en" ? "/en" : ""}/admin/customers/${id}`, params: { id }, body: formBody(fields), cookie: as.cookie });

  it("only staff read the list and a customer's page, or change a role", async () => {
    const db = current().db;
    const id = await idOf(db, "client@example.com");
    const before = await roleRows(db);
    for (const [who, cookie, home] of [
      ["visitor", undefined, "/?login=1"],
      ["customer", customerCookie, "/"],
    ] as const) {
      for (const answer of [
        await callRoute(customerList.loader, { method: "GET", path: "/admin/customers", cookie }),
        await callRoute(customerPage.loader, { method: "GET", path: `/admin/customers/${id}`, params: { id }, cookie }),
        await post(id, { intent: "grant-staff", confirm: "yes" }, { cookie }),
      ]) {
        expect(answer.status, `${who} ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(302);
        expect(answer.location, who).toBe(home);
      }
    }
    expect(await roleRows(db)).toEqual(before);
    const list = await callRoute(customerList.loader, { method: "GET", path: "/admin/customers?q=client", cookie: staffCookie });
    expect(list.status).toBe(200);
    expect((list.body as { page: { rows: { email: string }[] } }).page.rows.map((row) => row.email)).toEqual(["client@example.com"]);
  });

  it("a NUL in the search or the account id, or an unknown account: a 4xx, nothing read", async () => {
    const db = current().db;
    const nul = await callRoute(customerList.loader, { method: "GET", path: "/en/admin/customers?q=b%00ton", cookie: staffCookie });
    expect(nul).toMatchObject({ status: 400, body: translate("en", "error.badRequest") });
    for (const id of ["nobody", "a\u0000b", "x".repeat(300)]) {
      const page = await callRoute(customerPage.loader, { method: "GET", path: "/admin/customers/x", params: { id }, cookie: staffCookie });
      expect(page.status, id).toBe(404);
      const change = await post(id, { intent: "revoke-staff", confirm: "yes" });
      expect(change.status, id).toBe(404);
      expect(change.body).toMatchObject({ ok: false, message: "adminCustomers.errors.unknownUser" });
    }
    expect((await roleRows(db)).audit).toEqual([]);
  });

  it("refuses a change without confirmation, an unknown intent, one's own role and an ADMIN_EMAILS role, and changes nothing", async () => {
    const db = current().db;
    const staffId = await idOf(db, ADMIN_EMAIL);
    const customerId = await idOf(db, "client@example.com");
    const before = await roleRows(db);
    expect(await post(customerId, { intent: "grant-staff" })).toMatchObject({ status: 400, body: { ok: false, message: "adminCustomers.errors.unconfirmed" } });
    expect(await post(customerId, { intent: "grant-staff", confirm: "on" })).toMatchObject({ status: 400, body: { ok: false, message: "adminCustomers.errors.unconfirmed" } });
    expect(await post(customerId, { intent: "delete-account", confirm: "yes" })).toMatchObject({ status: 400, body: { ok: false, message: "adminCustomers.errors.unknownAction" } });
    // Staff through ADMIN_EMAILS, on their own page: their own role first.
    expect(await post(staffId, { intent: "revoke-staff", confirm: "yes" }, { cookie: staffCookie, lang: "en" })).toMatchObject({
      status: 403,
      body: { ok: false, message: "adminCustomers.errors.ownRole" },
    });
    const crossSite = await callRoute(customerPage.action, {
      path: `/admin/customers/${customerId}`,
      params: { id: customerId },
      body: formBody({ intent: "grant-staff", confirm: "yes" }),
      cookie: staffCookie,
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect(await roleRows(db)).toEqual(before);

    // The customer, made staff from the screen, cannot take away a role that comes from ADMIN_EMAILS.
    expect(await post(customerId, { intent: "grant-staff", confirm: "yes" })).toMatchObject({ status: 200, body: { ok: true, message: "adminCustomers.outcome.granted" } });
    expect(await post(staffId, { intent: "revoke-staff", confirm: "yes" }, { cookie: customerCookie })).toMatchObject({ status: 409, body: { ok: false, message: "adminCustomers.errors.envRole" } });
    const [listed] = await db.select({ role: user.role, roleSource: user.roleSource }).from(user).where(eq(user.id, staffId));
    expect(listed).toEqual({ role: "admin", roleSource: "env" });

    // Revoked: the customer's session ends, the next request is signed out.
    expect(await post(customerId, { intent: "revoke-staff", confirm: "yes" })).toMatchObject({ status: 200, body: { ok: true, message: "adminCustomers.outcome.revoked" } });
    const after = await callRoute(customerList.loader, { method: "GET", path: "/admin/customers", cookie: customerCookie });
    expect(after).toMatchObject({ status: 302, location: "/?login=1" });
    expect((await roleRows(db)).audit.map((row) => [row.action, row.via, row.changedByName])).toEqual([
      ["grant", "screen", "Marie Tremblay"],
      ["revoke", "screen", "Marie Tremblay"],
    ]);
  });
});
