import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { addStaffAccount, insertQuoteRequest, insertSentVersion, STAFF } from "../../tests/support/rental-fixture.ts";
import { catalogueProducts } from "./catalogue-schema.ts";
import type { Db } from "./client.server.ts";
import { availabilityFor, reserveUnits } from "./reservations.server.ts";
import { rentalUnits } from "./units-schema.ts";
import { addUnit, findUnitPage, fleetSummary, listProductUnits, normaliseTag, resizeFleet, setUnitState, updateUnitDetails } from "./rental-units.server.ts";

const NO_DETAILS = { serialNumber: null, hourMeter: false, hours: null, notes: null };
const TODAY = "2026-12-01";

async function fleetOf(db: Db, productId: number): Promise<number | null> {
  const [row] = await db.select({ fleet: catalogueProducts.fleetUnits }).from(catalogueProducts).where(eq(catalogueProducts.id, productId));
  return row?.fleet ?? null;
}

describeEachDatabase("the fleet's units", (current) => {
  it("starts from the migrated counts: one numbered unit per unit of the fleet, and the count follows the units", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const units = await listProductUnits(db, 1);
    expect(units).toHaveLength(await fleetOf(db, 1).then((n) => n ?? -1));
    expect(units[0]?.tag).toMatch(/^U-\d{5}$/);

    const added = await addUnit(db, { productId: 1, tag: null, ...NO_DETAILS }, STAFF);
    expect(added).toMatchObject({ ok: true, tag: expect.stringMatching(/^U-\d{5}$/) });
    expect(await fleetOf(db, 1)).toBe(units.length + 1);
    // A unit in maintenance or retired is not offered; back in service, it is.
    const unitId = added.ok ? added.id : 0;
    expect(await setUnitState(db, { unitId, to: "maintenance", note: "Courroie", confirm: false, today: TODAY }, STAFF)).toMatchObject({ ok: true });
    expect(await fleetOf(db, 1)).toBe(units.length);
    expect(await setUnitState(db, { unitId, to: "available", note: null, confirm: false, today: TODAY }, STAFF)).toMatchObject({ ok: true });
    expect(await fleetOf(db, 1)).toBe(units.length + 1);
    expect((await fleetSummary(db)).find((row) => row.productId === 1)).toMatchObject({ available: units.length + 1, maintenance: 0, retired: 0 });
  });

  it("keeps the tag a unit already wears, refuses one another unit wears, and finds a unit by what a scanner types", async () => {
    const { db } = current();
    await addStaffAccount(db);
    expect(await addUnit(db, { productId: 1, tag: "PG820-07", serialNumber: "SN 4411", hourMeter: true, hours: 1250.5, notes: null }, STAFF)).toMatchObject({ ok: true, tag: "PG820-07" });
    expect(await addUnit(db, { productId: 2, tag: "PG820-07", ...NO_DETAILS }, STAFF)).toEqual({ ok: false, reason: "tag-taken" });
    expect(await addUnit(db, { productId: 8, tag: null, ...NO_DETAILS }, STAFF)).toEqual({ ok: false, reason: "sold-item" });
    expect(await addUnit(db, { productId: 99_999, tag: null, ...NO_DETAILS }, STAFF)).toEqual({ ok: false, reason: "not-found" });

    for (const typed of ["PG820-07", " pg820-07 ", "https://location-rive-sud.example/admin/units/PG820-07", "http://x.example/en/admin/units/pg820-07?from=label"])
      expect(normaliseTag(typed)).toBe("PG820-07");
    const page = await findUnitPage(db, "pg820-07", TODAY);
    expect(page?.unit).toMatchObject({ tag: "PG820-07", serialNumber: "SN 4411", hourMeter: true, hours: 1250.5, state: "available" });
    expect(page?.history.map((event) => [event.kind, event.actorName])).toEqual([["added", STAFF.name]]);
    expect(await findUnitPage(db, "NOPE-1", TODAY)).toBeUndefined();
    expect(await findUnitPage(db, "'; drop table rental_units; --", TODAY)).toBeUndefined();

    const saved = await updateUnitDetails(db, page!.unit.id, { serialNumber: "SN 4411", hourMeter: true, hours: 1262, notes: "Disques neufs" }, STAFF);
    expect(saved).toMatchObject({ ok: true, unit: { hours: 1262, notes: "Disques neufs" } });
    expect(await updateUnitDetails(db, page!.unit.id, { serialNumber: "SN 4411", hourMeter: true, hours: 1262, notes: "Disques neufs" }, STAFF)).toEqual({ ok: false, reason: "unchanged" });
    expect((await findUnitPage(db, "PG820-07", TODAY))?.history.map((event) => event.kind)).toEqual(["edited", "added"]);
  });

  it("will not take out a unit the reservations need unless staff confirm, and names the first day short", async () => {
    const { db } = current();
    await addStaffAccount(db);
    // Product 1 has one unit (migrated); a second, then both reserved from the 10th.
    const second = await addUnit(db, { productId: 1, tag: null, ...NO_DETAILS }, STAFF);
    const request = await insertQuoteRequest(db, { lines: [{ productId: 1, quantity: 2 }] });
    const versionId = await insertSentVersion(db, request.id);
    expect(
      await db.transaction((tx) => reserveUnits(tx, { submissionId: request.id, quoteVersionId: versionId, lines: [{ productId: 1, units: 2, start: "2026-12-10", end: "2026-12-12" }] })),
    ).toEqual({ ok: true });

    const unitId = second.ok ? second.id : 0;
    expect(await setUnitState(db, { unitId, to: "maintenance", note: null, confirm: false, today: TODAY }, STAFF)).toEqual({ ok: false, reason: "reserved", day: "2026-12-10", short: 1 });
    expect(await fleetOf(db, 1)).toBe(2);
    expect(await setUnitState(db, { unitId, to: "retired", note: "Vendue", confirm: true, today: TODAY }, STAFF)).toMatchObject({ ok: true, unit: { state: "retired" } });
    expect((await availabilityFor(db, [{ productId: 1, start: "2026-12-10", end: "2026-12-12", units: 1 }])).get(1)).toMatchObject({ fleet: 1, freeThroughout: 0 });
    const page = await findUnitPage(db, (await listProductUnits(db, 1)).find((unit) => unit.id === unitId)!.tag, TODAY);
    expect(page?.reservations).toEqual([{ reference: request.reference, customer: expect.any(String), start: "2026-12-10", end: "2026-12-12", units: 2 }]);
    expect(page?.history[0]).toMatchObject({ kind: "state", fromState: "available", toState: "retired", note: "Vendue", actorName: STAFF.name });
  });

  it("follows the product form's count: more adds numbered units, fewer retires the newest available ones, never one out", async () => {
    const { db } = current();
    await addStaffAccount(db);
    await db.transaction((tx) => resizeFleet(tx, 1, 3, STAFF));
    expect(await fleetOf(db, 1)).toBe(3);
    const [oldest, , newest] = await listProductUnits(db, 1);
    expect(await setUnitState(db, { unitId: oldest!.id, to: "maintenance", note: null, confirm: true, today: TODAY }, STAFF)).toMatchObject({ ok: true });
    expect(await fleetOf(db, 1)).toBe(2);
    await db.transaction((tx) => resizeFleet(tx, 1, 1, STAFF));
    const after = await listProductUnits(db, 1);
    expect(after.find((unit) => unit.id === newest!.id)?.state).toBe("retired");
    expect(await fleetOf(db, 1)).toBe(1);
    // Two in service again, then one of them goes out on a rental.
    expect(await db.transaction((tx) => resizeFleet(tx, 1, 2, STAFF))).toEqual({ ok: true });
    // A unit out on rental (set by the handover) is never retired from the form.
    const onSite = (await listProductUnits(db, 1)).find((unit) => unit.state === "available");
    await db.update(rentalUnits).set({ state: "rented" }).where(eq(rentalUnits.id, onSite!.id));
    expect(await db.transaction((tx) => resizeFleet(tx, 1, 0, STAFF))).toEqual({ ok: false, reason: "units-busy", available: 1 });
    expect(await fleetOf(db, 1)).toBe(2);
  });
});
