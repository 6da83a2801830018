import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { addStaffAccount, countRows, insertQuoteRequest, insertSentVersion, setFleet, STAFF } from "../../tests/support/rental-fixture.ts";
import { businessSettings } from "./back-office-schema.ts";
import type { Db } from "./client.server.ts";
import { reservations } from "./rental-schema.ts";
import {
  addUnitBlock,
  availabilityByLine,
  availabilityFor,
  extendReservations,
  holdUntilReturned,
  listUnitBlocks,
  productCalendar,
  releaseReservations,
  removeUnitBlock,
  reserveUnits,
  turnaroundDays,
} from "./reservations.server.ts";

/** A request with a sent version, holding `units` of product 1 from `start` to `end`. */
async function reserve(db: Db, units: number, start: string, end: string, productId = 1) {
  const request = await insertQuoteRequest(db, { lines: [{ productId, quantity: units }] });
  const versionId = await insertSentVersion(db, request.id);
  const outcome = await db.transaction((tx) => reserveUnits(tx, { submissionId: request.id, quoteVersionId: versionId, lines: [{ productId, units, start, end }] }));
  return { ...request, versionId, outcome };
}

describeEachDatabase("fleet availability and reservations", (current) => {
  it("counts the fleet minus the units held, the turnaround included, and finds the first start that fits", async () => {
    const { db } = current();
    await setFleet(db, 1, 3);
    // 2 units from the 4th to the 12th: held until the 13th (turnaround 1 day).
    expect((await reserve(db, 2, "2026-12-04", "2026-12-12")).outcome).toEqual({ ok: true });

    const during = await availabilityFor(db, [{ productId: 1, start: "2026-12-10", end: "2026-12-11", units: 2 }]);
    expect(during.get(1)).toEqual({ productId: 1, fleet: 3, freeThroughout: 1, firstFittingStart: "2026-12-14", unavailableUntil: null });
    // A rental ending the 3rd is held through the 4th (its turnaround) and meets the reservation.
    const before = await availabilityFor(db, [{ productId: 1, start: "2026-12-01", end: "2026-12-03", units: 2 }]);
    expect(before.get(1)?.freeThroughout).toBe(1);
    const earlier = await availabilityFor(db, [{ productId: 1, start: "2026-12-01", end: "2026-12-02", units: 3 }]);
    expect(earlier.get(1)?.freeThroughout).toBe(3);
    // The day after the turnaround, every unit is back.
    const after = await availabilityFor(db, [{ productId: 1, start: "2026-12-14", end: "2026-12-20", units: 3 }]);
    expect(after.get(1)).toMatchObject({ freeThroughout: 3, firstFittingStart: "2026-12-14" });
  });

  it("takes every unit before the product's 'unavailable until' date, and none for an item for sale", async () => {
    const { db } = current();
    await setFleet(db, 1, 2, "2026-12-15");
    const answers = await availabilityByLine(db, [
      { productId: 1, start: "2026-12-10", end: "2026-12-16", units: 1 },
      { productId: 8, start: "2026-12-10", end: "2026-12-16", units: 40 },
      { productId: 1, start: "2026-12-16", end: "2026-12-12", units: 1 },
      { productId: 9999, start: "2026-12-10", end: "2026-12-16", units: 1 },
      { productId: 2 ** 40, start: "2026-12-10", end: "2026-12-16", units: 1 },
    ]);
    expect(answers[0]).toEqual({ productId: 1, fleet: 2, freeThroughout: 0, firstFittingStart: "2026-12-15", unavailableUntil: "2026-12-15" });
    expect(answers[1]).toEqual({ productId: 8, fleet: null, freeThroughout: 40, firstFittingStart: "2026-12-10", unavailableUntil: null });
    expect(answers.slice(2)).toEqual([null, null, null]);
  });

  it("reads the turnaround from the settings (0 to 14 days, the default otherwise)", async () => {
    const { db } = current();
    expect(await turnaroundDays(db)).toBe(1);
    await db.update(businessSettings).set({ values: { turnaroundDays: 3 } });
    expect(await turnaroundDays(db)).toBe(3);
    await setFleet(db, 1, 1);
    await reserve(db, 1, "2026-12-04", "2026-12-06");
    const [row] = await db.select().from(reservations);
    expect(row).toMatchObject({ startDate: "2026-12-04", endDate: "2026-12-06", holdUntil: "2026-12-09" });
    expect((await availabilityFor(db, [{ productId: 1, start: "2026-12-09", end: "2026-12-09", units: 1 }])).get(1)?.freeThroughout).toBe(0);
    expect((await availabilityFor(db, [{ productId: 1, start: "2026-12-10", end: "2026-12-10", units: 1 }])).get(1)?.freeThroughout).toBe(1);
    await db.update(businessSettings).set({ values: { turnaroundDays: 15 } });
    expect(await turnaroundDays(db)).toBe(1);
  });

  it("reserves all the lines or none: a line that does not fit writes nothing, and two lines of one product add up", async () => {
    const { db } = current();
    await setFleet(db, 1, 2);
    await setFleet(db, 4, 1);
    await reserve(db, 1, "2026-12-04", "2026-12-12", 4);
    const request = await insertQuoteRequest(db);
    const versionId = await insertSentVersion(db, request.id);
    const refused = await db.transaction((tx) =>
      reserveUnits(tx, {
        submissionId: request.id,
        quoteVersionId: versionId,
        lines: [
          { productId: 1, units: 2, start: "2026-12-05", end: "2026-12-06" },
          { productId: 4, units: 1, start: "2026-12-10", end: "2026-12-11" },
        ],
      }),
    );
    expect(refused).toEqual({ ok: false, productId: 4, free: 0 });
    expect(await countRows(db, "reservations")).toBe(1);

    const twice = await db.transaction((tx) =>
      reserveUnits(tx, {
        submissionId: request.id,
        quoteVersionId: versionId,
        lines: [
          { productId: 1, units: 1, start: "2026-12-05", end: "2026-12-06" },
          { productId: 1, units: 2, start: "2026-12-06", end: "2026-12-08" },
        ],
      }),
    );
    expect(twice).toEqual({ ok: false, productId: 1, free: 1 });
    // Items for sale are never reserved.
    const sold = await db.transaction((tx) => reserveUnits(tx, { submissionId: request.id, quoteVersionId: versionId, lines: [{ productId: 8, units: 50, start: "2026-12-05", end: "2026-12-05" }] }));
    expect(sold).toEqual({ ok: true });
    expect(await countRows(db, "reservations")).toBe(1);
  });

  it("replaces a request's own earlier reservations when it is reserved again (reopened by staff)", async () => {
    const { db } = current();
    await setFleet(db, 1, 1);
    const first = await reserve(db, 1, "2026-12-04", "2026-12-12");
    const again = await db.transaction((tx) =>
      reserveUnits(tx, { submissionId: first.id, quoteVersionId: first.versionId, lines: [{ productId: 1, units: 1, start: "2026-12-06", end: "2026-12-14" }] }),
    );
    expect(again).toEqual({ ok: true });
    const rows = await db.select().from(reservations).where(eq(reservations.submissionId, first.id)).orderBy(asc(reservations.id));
    expect(rows.map((row) => [row.startDate, row.releasedAt === null])).toEqual([
      ["2026-12-04", false],
      ["2026-12-06", true],
    ]);
    // Still only one unit held: another request cannot take it.
    expect((await reserve(db, 1, "2026-12-10", "2026-12-10")).outcome).toEqual({ ok: false, productId: 1, free: 0 });
  });

  it("frees a request's units when released", async () => {
    const { db } = current();
    await setFleet(db, 1, 1);
    const first = await reserve(db, 1, "2026-12-04", "2026-12-12");
    expect((await reserve(db, 1, "2026-12-10", "2026-12-11")).outcome).toEqual({ ok: false, productId: 1, free: 0 });
    expect(await db.transaction((tx) => releaseReservations(tx, first.id, new Date()))).toBe(1);
    expect(await db.transaction((tx) => releaseReservations(tx, first.id, new Date()))).toBe(0);
    expect((await reserve(db, 1, "2026-12-10", "2026-12-11")).outcome).toEqual({ ok: true });
  });

  it("holds returned units through the return day plus the turnaround: an early return frees the days after", async () => {
    const { db } = current();
    await setFleet(db, 1, 1);
    const rental = await reserve(db, 1, "2026-12-04", "2026-12-12");
    await db.transaction((tx) => holdUntilReturned(tx, rental.id, "2026-12-07", new Date()));
    const [row] = await db.select().from(reservations).where(eq(reservations.submissionId, rental.id));
    expect(row).toMatchObject({ endDate: "2026-12-07", holdUntil: "2026-12-08", releasedAt: null });
    expect((await availabilityFor(db, [{ productId: 1, start: "2026-12-08", end: "2026-12-08", units: 1 }])).get(1)?.freeThroughout).toBe(0);
    expect((await availabilityFor(db, [{ productId: 1, start: "2026-12-09", end: "2026-12-12", units: 1 }])).get(1)?.freeThroughout).toBe(1);

    // A late return holds the days really used.
    const late = await reserve(db, 1, "2026-12-20", "2026-12-22");
    await db.transaction((tx) => holdUntilReturned(tx, late.id, "2026-12-24", new Date()));
    const [lateRow] = await db.select().from(reservations).where(eq(reservations.submissionId, late.id));
    expect(lateRow).toMatchObject({ endDate: "2026-12-22", holdUntil: "2026-12-25" });
  });

  it("extends a reservation only when the added days are free, its own hold not in the way", async () => {
    const { db } = current();
    await setFleet(db, 1, 1);
    const rental = await reserve(db, 1, "2026-12-04", "2026-12-12");
    await reserve(db, 1, "2026-12-20", "2026-12-22");
    expect(await db.transaction((tx) => extendReservations(tx, rental.id, "2026-12-18"))).toEqual({ extended: 1 });
    const [row] = await db.select().from(reservations).where(eq(reservations.submissionId, rental.id));
    expect(row).toMatchObject({ endDate: "2026-12-18", holdUntil: "2026-12-19" });
    // The 19th would end on the other rental's first day with its turnaround.
    expect(await db.transaction((tx) => extendReservations(tx, rental.id, "2026-12-19"))).toEqual({ productId: 1, free: 0 });
    const [unchanged] = await db.select().from(reservations).where(eq(reservations.submissionId, rental.id));
    expect(unchanged).toMatchObject({ endDate: "2026-12-18", holdUntil: "2026-12-19" });
  });

  it("blocks units for maintenance, never a reserved one, shows them in the calendar, and puts them back", async () => {
    const { db } = current();
    await addStaffAccount(db);
    await setFleet(db, 1, 3);
    const rental = await reserve(db, 2, "2026-12-04", "2026-12-05");
    expect(await addUnitBlock(db, { productId: 1, units: 2, start: "2026-12-05", end: "2026-12-07", reason: "Entretien", actor: STAFF })).toEqual({ ok: false, reason: "not-enough-units", free: 1 });
    expect(await addUnitBlock(db, { productId: 1, units: 1, start: "2026-12-07", end: "2026-12-05", reason: "Entretien", actor: STAFF })).toEqual({ ok: false, reason: "invalid" });
    expect(await addUnitBlock(db, { productId: 1, units: 1, start: "2026-12-05", end: "2026-12-07", reason: "  ", actor: STAFF })).toEqual({ ok: false, reason: "invalid" });
    expect(await addUnitBlock(db, { productId: 8, units: 1, start: "2026-12-05", end: "2026-12-07", reason: "Entretien", actor: STAFF })).toEqual({ ok: false, reason: "not-found" });
    const added = await addUnitBlock(db, { productId: 1, units: 1, start: "2026-12-05", end: "2026-12-07", reason: " Changement des courroies ", actor: STAFF });
    expect(added.ok).toBe(true);
    const blocks = await listUnitBlocks(db, 1);
    expect(blocks).toMatchObject([{ productId: 1, units: 1, start: "2026-12-05", end: "2026-12-07", reason: "Changement des courroies", byName: STAFF.name }]);
    // The block takes the last unit: a new rental on those days does not fit.
    expect((await reserve(db, 1, "2026-12-06", "2026-12-06")).outcome).toEqual({ ok: false, productId: 1, free: 0 });

    const days = await productCalendar(db, 1, "2026-12-04", "2026-12-08");
    expect(days?.map((d) => [d.date, d.reserved, d.blocked, d.free])).toEqual([
      ["2026-12-04", 2, 0, 1],
      ["2026-12-05", 2, 1, 0],
      ["2026-12-06", 2, 1, 0],
      ["2026-12-07", 0, 1, 2],
      ["2026-12-08", 0, 0, 3],
    ]);
    expect(days?.[5 - 4]?.holders).toEqual([
      { reference: rental.reference, units: 2, kind: "reservation" },
      { reference: "", units: 1, kind: "block", reason: "Changement des courroies" },
    ]);
    expect(days?.[6 - 4]?.holders[0]).toEqual({ reference: rental.reference, units: 2, kind: "reservation", turnaround: true });
    expect(await productCalendar(db, 8, "2026-12-04", "2026-12-08")).toBeNull();
    expect(await productCalendar(db, 9999, "2026-12-04", "2026-12-08")).toBeNull();
    expect(await productCalendar(db, 2 ** 40, "2026-12-04", "2026-12-08")).toBeNull();

    expect(await removeUnitBlock(db, { id: blocks[0]!.id, actor: STAFF })).toBe(true);
    expect(await removeUnitBlock(db, { id: blocks[0]!.id, actor: STAFF })).toBe(false);
    expect(await listUnitBlocks(db, 1)).toEqual([]);
    expect((await reserve(db, 1, "2026-12-07", "2026-12-07")).outcome).toEqual({ ok: true });
  });

  it("marks the days before 'unavailable until' out of service in the calendar", async () => {
    const { db } = current();
    await setFleet(db, 1, 2, "2026-12-02");
    const days = await productCalendar(db, 1, "2026-12-01", "2026-12-02");
    expect(days?.map((d) => [d.date, d.outOfService, d.free])).toEqual([
      ["2026-12-01", true, 0],
      ["2026-12-02", false, 2],
    ]);
  });
});
