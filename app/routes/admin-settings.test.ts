/**
 * /admin/settings through its real route module, and what a change does to the rest of the
 * site: the next e-mails enqueued (contact form, status change) carry the new name and
 * phone, and goes to the new staff address.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { ADMIN_EMAIL, callRoute, formBody, installServices, signedInCookie, testEnv } from "../../tests/support/route-harness.ts";
import { businessSettings } from "../db/back-office-schema.ts";
import { emailOutbox, submissions } from "../db/schema.ts";
import * as adminSettings from "./admin-settings.tsx";
import * as admin from "./admin.tsx";
import * as contact from "./contact.tsx";

type LoaderBody = { version: number; values: Record<string, string>; changed: string[]; lastChange: { byName: string } | null };

describeEachDatabase("the settings screen", (current) => {
  let undo: () => void = () => undefined;
  let staff = "";
  beforeEach(async () => {
    undo = installServices(current());
    staff = await signedInCookie(current(), ADMIN_EMAIL);
  });
  afterEach(() => undo());

  const load = async (cookie = staff) => callRoute(adminSettings.loader, { method: "GET", path: "/admin/settings", cookie });
  const post = (fields: Record<string, string>, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
    callRoute(adminSettings.action, { path: "/admin/settings", body: formBody({ intent: "save-settings", ...fields }), cookie: options.cookie ?? staff, headers: options.headers });
  const formOf = async (changes: Record<string, string>) => {
    const { values, version } = (await load()).body as LoaderBody;
    return { ...values, version: String(version), ...changes };
  };
  const storedRow = async () => (await current().db.select().from(businessSettings).where(eq(businessSettings.id, true)))[0]!;

  it("lets staff only in, and refuses a post from another site before anything is read", async () => {
    expect((await load("")).status).toBe(302);
    const customer = await signedInCookie(current(), "client@example.com");
    expect((await load(customer)).status).toBe(302);
    expect((await post(await formOf({ phone: "450-555-0111" }), { cookie: customer })).status).toBe(302);
    expect((await post(await formOf({ phone: "450-555-0111" }), { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await storedRow()).values).toEqual({});
  });

  it("saves a change, says who made it, and the next e-mails carry it", async () => {
    const saved = await post(await formOf({ name: "Béton Rive-Sud", phone: "450 555 0177", staffNotifyEmail: "comptoir@location-rive-sud.example" }));
    expect(saved).toMatchObject({ status: 200, body: { ok: true } });
    const page = (await load()).body as LoaderBody;
    expect(page.values).toMatchObject({ name: "Béton Rive-Sud", phone: "450-555-0177" });
    expect(page.changed).toEqual(["name", "phone", "staffNotifyEmail"]);
    expect(page.lastChange?.byName).toBe("Marie Tremblay");

    const sent = await callRoute(contact.action, {
      path: "/contact",
      body: formBody({ name: "Jean Tremblay", email: "jean@example.com", subject: "rental", message: "Bonjour", privacyAccepted: "on" }),
    });
    expect(sent.status).toBe(200);
    const mails = await current().db.select().from(emailOutbox);
    const customer = mails.find((m) => m.kind === "contact-customer");
    expect(customer?.textBody).toContain("450-555-0177");
    expect(customer?.textBody).toContain("Béton Rive-Sud");
    expect(customer?.textBody).not.toContain(testEnv.settingsDefaults.business.phone);
    expect(customer?.replyToName).toBe("Béton Rive-Sud");
    expect(mails.find((m) => m.kind === "contact-staff")?.toAddress).toBe("comptoir@location-rive-sud.example");

    // Staff answer: the status e-mail is rendered now, with the business as it is now.
    const [request] = await current().db.select({ id: submissions.id }).from(submissions);
    const changed = await callRoute(admin.action, { path: "/admin", body: formBody({ intent: "status", id: request!.id, status: "in_progress" }), cookie: staff });
    expect(changed.status).toBe(200);
    const [status] = await current().db.select().from(emailOutbox).where(eq(emailOutbox.kind, "status-changed"));
    expect(status?.textBody).toContain("450-555-0177");
    expect(status?.replyToName).toBe("Béton Rive-Sud");
  });

  it("refuses a wrong value with its message by the field, keeps what was typed, and changes nothing", async () => {
    const before = await storedRow();
    const refused = await post(await formOf({ phone: "555-0142", saturdayOpens: "10:00", saturdayCloses: "09:00" }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      fieldErrors: { phone: { key: "validation.invalidPhone" }, saturdayCloses: { key: "adminSettings.errors.closesBeforeOpens" } },
      values: { phone: "555-0142" },
    });
    expect(await storedRow()).toEqual(before);
  });

  it("refuses a form filled before another save (409), and an unknown intent (400)", async () => {
    const stale = await formOf({ name: "Béton Rive-Sud" });
    expect((await post(await formOf({ phone: "450-555-0111" }))).status).toBe(200);
    expect(await post(stale)).toMatchObject({ status: 409, body: { ok: false, message: { key: "adminSettings.errors.conflict" } } });
    expect((await post({ intent: "delete-everything" })).status).toBe(400);
    expect((await storedRow()).values).toEqual({ phone: "450-555-0111" });
  });
});
