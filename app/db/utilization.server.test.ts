import { eq, inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { quoteMail, RENTED_PRODUCT, sentQuote, STAFF_MEMBER, type SentQuote } from "../../tests/support/sent-quote.ts";
import { defaultBusiness } from "../config/business.ts";
import { openingWindows } from "../domain/stats/opening-hours.ts";
import { catalogueProducts } from "./catalogue-schema.ts";
import type { Db } from "./client.server.ts";
import { recordHandover, returnAllUnits } from "./handovers.server.ts";
import { acceptQuote } from "./quote-answers.server.ts";
import { quoteVersions } from "./rental-schema.ts";
import { addUnit, listProductUnits, setUnitState } from "./rental-units.server.ts";
import { readStatistics } from "./stats.server.ts";
import { rentalUnitEvents, rentalUnits } from "./units-schema.ts";
import { fleetUtilization } from "./utilization.server.ts";

/**
 * A grinder fleet of five units (A to E, in tag order) and one vacuum, over March 2026, on
 * March 20 (Quebec time: standard time, -05:00, until Sunday March 8, summer time, -04:00, after):
 * - R0 took E from February 1 to February 10, before the period; E was retired on March 5.
 * - R1 took A and B from February 25 to March 3 (09:00), for lines of 350.00 $ and 350.01 $.
 * - R3 took A again on March 3 (13:00) and brought it back on March 6 at 22:30, already
 *   March 7 in UTC, for 123.45 $.
 * - R2 took C on March 10 and still has it, for 999.99 $.
 * - D joined the fleet on March 11 and was never rented; nor was the vacuum.
 */
const NOW = new Date("2026-03-20T16:00:00Z");
const VACUUM = 2;

async function accepted(db: Db, quantity: number): Promise<SentQuote> {
  const quote = await sentQuote(db, { quantity, fleet: 5 });
  expect(await acceptQuote(db, { token: quote.token, version: 1, fullName: "Jean Tremblay", ip: null, userAgent: null, mail: quoteMail })).toEqual({ ok: true });
  return quote;
}

/** The accepted version's lines for the grinder, one unit each at these totals (dollars). */
async function priceLines(db: Db, quote: SentQuote, totals: number[]) {
  const [version] = await db.select({ lines: quoteVersions.lines }).from(quoteVersions).where(eq(quoteVersions.submissionId, quote.submissionId));
  const line = version!.lines[0]!;
  const lines = totals.map((total) => ({ ...line, quantity: 1, unitTotal: total, lineTotal: total }));
  await db.update(quoteVersions).set({ lines }).where(eq(quoteVersions.submissionId, quote.submissionId));
}

async function handOver(db: Db, quote: SentQuote, tags: string[], at: string) {
  const done = await recordHandover(
    db,
    {
      submissionId: quote.submissionId,
      units: tags.map((tag) => ({ tag, hours: null, condition: null })),
      idKind: "drivers-licence",
      idLast4: "4821",
      depositCents: 50_000,
      depositMethod: "card-terminal",
      depositReference: null,
      takenBy: "Jean Tremblay",
      signerName: "Jean Tremblay",
      signaturePng: null,
    },
    STAFF_MEMBER,
    quoteMail,
    new Date(at),
  );
  expect(done.ok).toBe(true);
}

async function bringBack(db: Db, quote: SentQuote, at: string) {
  expect(await db.transaction((tx) => returnAllUnits(tx, quote.submissionId, STAFF_MEMBER, quote.reference, new Date(at)))).toBeGreaterThan(0);
}

async function rentedMarch(db: Db) {
  const [r0, r1, r2, r3] = [await accepted(db, 1), await accepted(db, 2), await accepted(db, 1), await accepted(db, 1)];
  const grinders = (await listProductUnits(db, RENTED_PRODUCT)).filter((unit) => unit.state !== "retired").slice(0, 5);
  const [a, b, c, d, e] = grinders.map((unit) => unit.tag) as [string, string, string, string, string];
  const vacuum = await addUnit(db, { productId: VACUUM, tag: "VAC-1", serialNumber: null, hourMeter: false, hours: null, notes: null }, STAFF_MEMBER);
  expect(vacuum.ok).toBe(true);

  // The catalogue's other units joined the fleet after the period (whenever the test database was made).
  await db.update(rentalUnits).set({ createdAt: new Date("2026-06-01T12:00:00Z") });
  await db
    .update(rentalUnits)
    .set({ createdAt: new Date("2026-01-15T12:00:00Z") })
    .where(inArray(rentalUnits.tag, [a, b, c, e, "VAC-1"]));
  await db
    .update(rentalUnits)
    .set({ createdAt: new Date("2026-03-11T12:00:00Z") })
    .where(eq(rentalUnits.tag, d));

  await priceLines(db, r0, [88.88]);
  await priceLines(db, r1, [350, 350.01]);
  await priceLines(db, r2, [999.99]);
  await priceLines(db, r3, [123.45]);

  await handOver(db, r0, [e], "2026-02-01T15:00:00Z");
  await bringBack(db, r0, "2026-02-10T15:00:00Z");
  await handOver(db, r1, [a, b], "2026-02-25T15:00:00Z");
  await bringBack(db, r1, "2026-03-03T14:00:00Z");
  await handOver(db, r3, [a], "2026-03-03T18:00:00Z");
  await bringBack(db, r3, "2026-03-07T03:30:00Z");
  await handOver(db, r2, [c], "2026-03-10T11:00:00Z");

  const retiring = grinders[4]!;
  expect((await setUnitState(db, { unitId: retiring.id, to: "retired", note: "Moteur brûlé", confirm: true, today: "2026-03-05" }, STAFF_MEMBER)).ok).toBe(true);
  await db
    .update(rentalUnitEvents)
    .set({ createdAt: new Date("2026-03-05T15:00:00Z") })
    .where(sql`${rentalUnitEvents.unitId} = ${retiring.id} and ${rentalUnitEvents.toState} = 'retired'`);

  const ids = new Map((await db.select({ id: rentalUnits.id, tag: rentalUnits.tag }).from(rentalUnits)).map((unit) => [unit.tag, unit.id]));
  const names = new Map((await db.select({ id: catalogueProducts.id, name: catalogueProducts.name }).from(catalogueProducts)).map((product) => [product.id, product.name]));
  return { a, b, c, d, e, ids, names };
}

describeEachDatabase("fleet utilization", (current) => {
  it("counts each unit's Quebec days out and its share of the rentals' lines, and adds them up per product", async () => {
    const { db } = current();
    const { a, b, c, d, e, ids, names } = await rentedMarch(db);
    const unit = (tag: string, productId: number, daysOut: number, days: number, revenueCents: number) => ({
      unitId: ids.get(tag),
      tag,
      productId,
      daysOut,
      days,
      share: daysOut / days,
      revenueCents,
    });

    // March 1 to 31, read on March 20: the days still ahead are not counted.
    const march = await fleetUtilization(db, { from: "2026-03-01", to: "2026-03-31" }, NOW);
    expect(march.units).toEqual([
      // March 1-3 (R1, cut by the period) and 3-6 (R3): March 3 counts once. R1's 700.01 $ in two: the odd cent to A.
      unit(a, RENTED_PRODUCT, 6, 20, 35_001 + 12_345),
      unit(b, RENTED_PRODUCT, 3, 20, 35_000),
      // Still out: March 10 to today.
      unit(c, RENTED_PRODUCT, 11, 20, 99_999),
      // In the fleet from March 11, never rented.
      unit(d, RENTED_PRODUCT, 0, 10, 0),
      // Retired on March 5 (that day included); R0 ended before the period and brings nothing.
      unit(e, RENTED_PRODUCT, 0, 5, 0),
      unit("VAC-1", VACUUM, 0, 20, 0),
    ]);
    expect(march.products).toEqual([
      { productId: RENTED_PRODUCT, name: names.get(RENTED_PRODUCT), units: 5, daysOut: 20, days: 75, share: 20 / 75, revenueCents: 182_345 },
      { productId: VACUUM, name: names.get(VACUUM), units: 1, daysOut: 0, days: 20, share: 0, revenueCents: 0 },
    ]);
    const report = await readStatistics(db, { period: { from: "2026-03-01", to: "2026-03-31" }, windows: openingWindows(defaultBusiness.openingHours), now: NOW });
    expect(report.fleet).toEqual(march);

    // March 1 to 4: R3 is cut by the period's end, R2 has not started, D has not joined yet.
    const early = await fleetUtilization(db, { from: "2026-03-01", to: "2026-03-04" }, NOW);
    expect(early.units).toEqual([
      unit(a, RENTED_PRODUCT, 4, 4, 47_346),
      unit(b, RENTED_PRODUCT, 3, 4, 35_000),
      unit(c, RENTED_PRODUCT, 0, 4, 0),
      unit(e, RENTED_PRODUCT, 0, 4, 0),
      unit("VAC-1", VACUUM, 0, 4, 0),
    ]);
    expect(early.products.map((product) => [product.productId, product.units, product.daysOut, product.days, product.share, product.revenueCents])).toEqual([
      [RENTED_PRODUCT, 4, 7, 16, 7 / 16, 82_346],
      [VACUUM, 1, 0, 4, 0, 0],
    ]);

    // A period that has not begun yet, and one before any unit: nothing to show.
    expect(await fleetUtilization(db, { from: "2026-03-21", to: "2026-03-31" }, NOW)).toEqual({ products: [], units: [] });
    expect(await fleetUtilization(db, { from: "2025-06-01", to: "2025-12-31" }, NOW)).toEqual({ products: [], units: [] });
  });
});
