import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createTwoInstances, describeEachDatabase, testedDatabases, SLOW_DATABASE_TEST_TIMEOUT } from "../../tests/support/databases.ts";
import { installServices, testEnv } from "../../tests/support/route-harness.ts";
import { defaultBusiness, type SettingsDefaults } from "../config/business.ts";
import { settingsFormValues } from "../domain/business-settings.ts";
import { businessSettings } from "./back-office-schema.ts";
import { getBusinessSettings, requestBusinessSettings, saveBusinessSettings } from "./business-settings.server.ts";
import type { Db } from "./client.server.ts";
import { turnaroundDays } from "./reservations.server.ts";
import { readVersions } from "./versions.server.ts";

/** Defaults as the environment gives them: BUSINESS_PHONE=514 555 0199, STAFF_NOTIFY_EMAIL. */
const defaults: SettingsDefaults = {
  business: { ...defaultBusiness, phone: "514 555 0199", town: "Candiac" },
  staffNotifyEmail: "avis@location-rive-sud.example",
};
const actor = { userId: null as unknown as string, name: "Julie Gagnon" };

/** The form as the page shows it, with some fields changed. */
async function formFrom(db: Db, changes: Record<string, string | undefined>) {
  const current = await getBusinessSettings(db, defaults);
  const values: Record<string, string | undefined> = { ...settingsFormValues(current.settings), ...changes };
  return { values: Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)), baseVersion: current.version };
}

async function save(db: Db, changes: Record<string, string | undefined>) {
  return saveBusinessSettings(db, { ...(await formFrom(db, changes)), actor, defaults });
}

async function storedRow(db: Db) {
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, true));
  return row!;
}

describeEachDatabase("the business settings", (current) => {
  it("are the environment's when staff never changed them", async () => {
    const { db } = current();
    const effective = await getBusinessSettings(db, defaults);
    expect(effective.business).toMatchObject({ name: defaultBusiness.name, phone: "514-555-0199", town: "Candiac", openingHours: defaultBusiness.openingHours });
    expect(effective.staffNotifyEmail).toBe("avis@location-rive-sud.example");
    expect(effective.changed).toEqual([]);
    expect(effective.lastChange).toBeNull();
  });

  it("store only what differs from the defaults, who saved and when, and bump the version", async () => {
    const { db } = current();
    const before = (await readVersions(db)).settings;
    const result = await save(db, { phone: "450 555 0177", sundayClosed: undefined, sundayOpens: "10:00", sundayCloses: "14:00", staffNotifyEmail: "Comptoir@Location-Rive-Sud.example" });
    expect(result).toEqual({ outcome: "saved", version: before + 1 });
    const row = await storedRow(db);
    expect(row.values).toEqual({
      phone: "450-555-0177",
      staffNotifyEmail: "comptoir@location-rive-sud.example",
      hours: expect.objectContaining({ Sunday: { opens: "10:00", closes: "14:00" }, Saturday: { opens: "08:00", closes: "12:00" } }),
    });
    expect(row.updatedByName).toBe("Julie Gagnon");
    const effective = await getBusinessSettings(db, defaults);
    expect(effective.version).toBe(before + 1);
    expect(effective.business.phone).toBe("450-555-0177");
    expect(effective.business.openingHours).toContainEqual({ days: ["Sunday"], opens: "10:00", closes: "14:00" });
    expect(effective.staffNotifyEmail).toBe("comptoir@location-rive-sud.example");
    expect(effective.changed).toEqual(["phone", "staffNotifyEmail", "hours"]);
    expect(effective.lastChange).toEqual({ byName: "Julie Gagnon", at: row.updatedAt });

    // The rentals' turnaround is a setting too, read by the reservations.
    expect(await turnaroundDays(db)).toBe(1);
    expect(await save(db, { turnaroundDays: "3" })).toMatchObject({ outcome: "saved" });
    expect((await storedRow(db)).values).toMatchObject({ turnaroundDays: 3 });
    expect((await getBusinessSettings(db, defaults)).changed).toContain("turnaroundDays");
    expect(await turnaroundDays(db)).toBe(3);

    // Saving the defaults back leaves nothing stored: the settings follow the environment again.
    expect(await save(db, { phone: "514-555-0199", sundayClosed: "on", staffNotifyEmail: "avis@location-rive-sud.example", turnaroundDays: "1" })).toMatchObject({ outcome: "saved" });
    expect((await storedRow(db)).values).toEqual({});
  });

  it("refuse a wrong value and store nothing", async () => {
    const { db } = current();
    const before = await storedRow(db);
    const result = await save(db, { phone: "555-0142", mondayOpens: "18:00", gstNumber: "RT 0001" });
    expect(result).toMatchObject({
      outcome: "invalid",
      errors: { phone: { key: "validation.invalidPhone" }, mondayCloses: { key: "adminSettings.errors.closesBeforeOpens" }, gstNumber: { key: "adminSettings.errors.gstNumber" } },
    });
    expect(await storedRow(db)).toEqual(before);
    expect((await getBusinessSettings(db, defaults)).business.phone).toBe("514-555-0199");
  });

  it("refuse a form filled before someone else's save, and store nothing", async () => {
    const { db } = current();
    const stale = await formFrom(db, { name: "Béton Rive-Sud" });
    expect(await save(db, { phone: "450-555-0111" })).toMatchObject({ outcome: "saved" });
    expect(await saveBusinessSettings(db, { ...stale, actor, defaults })).toEqual({ outcome: "conflict" });
    expect((await getBusinessSettings(db, defaults)).business).toMatchObject({ name: defaultBusiness.name, phone: "450-555-0111" });
  });

  it("leave a hand-edited value that breaks its rule at its default", async () => {
    const { db } = current();
    await db.update(businessSettings).set({ values: { phone: "not a phone", town: "Brossard" } });
    expect((await getBusinessSettings(db, defaults)).business).toMatchObject({ phone: "514-555-0199", town: "Brossard" });
  });

  it("are read once per request, with the catalogue's version in the same statement", async () => {
    const uninstall = installServices(current());
    try {
      const context = new RouterContextProvider();
      const [first, second] = await Promise.all([requestBusinessSettings(context), requestBusinessSettings(context)]);
      expect(second).toBe(first);
      expect(first.staffNotifyEmail).toBe(testEnv.settingsDefaults.staffNotifyEmail);
    } finally {
      uninstall();
    }
  });
});

describe("two instances on one database", () => {
  for (const kind of testedDatabases) {
    let close: (() => Promise<void>) | undefined;
    afterEach(async () => {
      await close?.();
      close = undefined;
    });

    it(
      `see each other's change at their next read [${kind}]`,
      async () => {
        const instances = await createTwoInstances(kind);
        close = instances.close;
        const { first, second } = instances;
        expect((await getBusinessSettings(first, defaults)).business.phone).toBe("514-555-0199");
        expect((await getBusinessSettings(second, defaults)).business.phone).toBe("514-555-0199");

        expect(await save(second, { phone: "450-555-0123", emergencyLineFr: "Urgences : 7 j/7", emergencyLineEn: "Emergencies: 7 days" })).toMatchObject({ outcome: "saved" });
        expect((await getBusinessSettings(first, defaults)).business).toMatchObject({ phone: "450-555-0123", emergencyLine: { fr: "Urgences : 7 j/7", en: "Emergencies: 7 days" } });

        expect(await save(first, { name: "Béton Rive-Sud" })).toMatchObject({ outcome: "saved" });
        expect((await getBusinessSettings(second, defaults)).business).toMatchObject({ name: "Béton Rive-Sud", phone: "450-555-0123" });
      },
      SLOW_DATABASE_TEST_TIMEOUT,
    );
  }
});
