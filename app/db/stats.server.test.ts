import fc from "fast-check";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { defaultBusiness } from "../config/business.ts";
import { openingMinutesBetween, openingWindows } from "../domain/stats/opening-hours.ts";
import { submissionStatusChanges } from "./admin-schema.ts";
import type { Db } from "./client.server.ts";
import { submissionItems, submissions } from "./schema.ts";
import { readStatistics, responseTimes } from "./stats.server.ts";

/**
 * A dozen requests with known times, lines and totals; every expected figure below is
 * computed by hand from them. Opening hours: Monday-Friday 07:00-17:00, Saturday 08:00-12:00
 * (the default business). Times are Quebec wall-clock times with their offset: summer time
 * (-04:00) until Sunday 2026-11-01 at 02:00, standard time (-05:00) after.
 */
const windows = openingWindows(defaultBusiness.openingHours);
const PERIOD = { from: "2026-10-26", to: "2026-11-15" };
const NOW = new Date("2026-11-16T08:00:00-05:00");

type Line = { product: number; fr: string; en: string; total: number };
type Seeded = { type: "quote" | "contact"; created: string; changes?: { at: string; to: "in_progress" | "completed" }[]; total?: number; lines?: Line[] };

const grinder = (total: number, fr = "Meuleuse à béton", en = "Concrete grinder") => ({ product: 1, fr, en, total });
const vacuum = (total: number) => ({ product: 2, fr: "Aspirateur industriel", en: "Industrial vacuum", total });
const disc = (total: number) => ({ product: 3, fr: "Disque diamanté", en: "Diamond disc", total });
const pump = (total: number) => ({ product: 4, fr: "Pompe à béton", en: "Concrete pump", total });
const done = (at: string) => ({ at, to: "completed" as const });
const taken = (at: string) => ({ at, to: "in_progress" as const });

const REQUESTS: Record<string, Seeded> = {
  // Opening minutes to the first change, by hand:
  A: { type: "quote", created: "2026-10-26T09:00-04:00", changes: [taken("2026-10-26T09:30-04:00"), done("2026-10-27T10:00-04:00")], total: 856.52, lines: [grinder(650), vacuum(95)] }, // 30
  B: { type: "contact", created: "2026-10-27T16:30-04:00", changes: [done("2026-10-28T07:45-04:00")] }, // 30 + 45 = 75
  C: { type: "quote", created: "2026-10-30T16:30-04:00", changes: [taken("2026-11-02T07:45-05:00")], total: 1546.41, lines: [grinder(1300), disc(45)] }, // Fri 30 + Sat 240 + Mon 45 = 315
  D: { type: "quote", created: "2026-10-31T11:00-04:00", changes: [done("2026-11-02T07:30-05:00")], total: 160.97, lines: [vacuum(95), disc(45)] }, // Sat 60 + Mon 30 = 90 (clocks changed between)
  E: { type: "contact", created: "2026-11-01T10:00-05:00", changes: [done("2026-11-01T15:00-05:00")] }, // Sunday, closed: 0
  F: { type: "quote", created: "2026-11-02T06:00-05:00", changes: [taken("2026-11-02T10:00-05:00")], total: 747.34, lines: [grinder(650, "Meuleuse à béton HTC", "HTC concrete grinder")] }, // 180
  G: { type: "quote", created: "2026-11-04T12:00-05:00", changes: [done("2026-11-04T13:00-05:00")], total: 2403.12, lines: [disc(90), pump(2000)] }, // 60
  H: { type: "contact", created: "2026-11-05T08:00-05:00", changes: [done("2026-11-06T08:00-05:00")] }, // Thu 540 + Fri 60 = 600
  I: { type: "quote", created: "2026-11-10T14:00-05:00", changes: [taken("2026-11-10T14:20-05:00")], total: 218.45, lines: [vacuum(190)] }, // 20
  // Still new at NOW (Monday 08:00): Sat 180 + Mon 60 = 240, late; Mon 60, not late yet.
  J: { type: "quote", created: "2026-11-14T09:00-05:00", total: 51.74, lines: [disc(45)] },
  K: { type: "contact", created: "2026-11-15T23:50-05:00" }, // the period's last day in Quebec, already the 16th in UTC
  // Outside the period in Quebec (the first one is inside it in UTC).
  L: { type: "contact", created: "2026-10-25T23:30-04:00", changes: [done("2026-10-26T07:05-04:00")] },
  M: { type: "quote", created: "2026-11-16T00:10-05:00", total: 5748.75, lines: [pump(5000)] },
};

async function seed(db: Db, requests: Record<string, Seeded>) {
  for (const [key, request] of Object.entries(requests)) {
    const createdAt = new Date(request.created);
    const changes = request.changes ?? [];
    const status = changes.at(-1)?.to ?? "new";
    const [row] = await db
      .insert(submissions)
      .values({ reference: `T-${key}`, type: request.type, status, lang: "fr", name: `Client ${key}`, email: `${key}@example.com`, createdAt, updatedAt: createdAt, totalAmount: request.total })
      .returning({ id: submissions.id });
    const submissionId = row!.id;
    if (request.lines?.length) {
      await db.insert(submissionItems).values(
        request.lines.map((line, i) => ({
          submissionId,
          position: i + 1,
          productId: line.product,
          productName: line.fr,
          productNameEn: line.en,
          quantity: 1,
          period: "day" as const,
          unitPrice: line.total,
          lineTotal: line.total,
        })),
      );
    }
    let from: "new" | "in_progress" | "completed" = "new";
    for (const change of changes) {
      await db.insert(submissionStatusChanges).values({ submissionId, fromStatus: from, toStatus: change.to, changedByName: "Sophie Gagnon", changedAt: new Date(change.at) });
      from = change.to;
    }
  }
}

describeEachDatabase("statistics", (current) => {
  it("gives the hand-computed figures of every chart", async () => {
    const { db } = current();
    await seed(db, REQUESTS);
    const report = await readStatistics(db, { period: PERIOD, windows, now: NOW });

    // Weeks start on Monday; Sunday November 1 (E) and Sunday November 15 (K) close theirs.
    expect(report.weeks).toEqual([
      { week: "2026-10-26", quotes: 3, contacts: 2 },
      { week: "2026-11-02", quotes: 2, contacts: 1 },
      { week: "2026-11-09", quotes: 2, contacts: 1 },
    ]);

    // Answered, in opening minutes: 0, 20, 30, 60, 75, 90, 180, 315, 600.
    // Median: the 5th = 75. 90th percentile (interpolated): 315 + 0.2 × (600 − 315) = 372.
    expect(report.responseTimes).toEqual({
      answered: 9,
      withinPromise: 6,
      waiting: 1,
      lateWaiting: 1,
      medianMinutes: 75,
      p90Minutes: 372,
      // ≤ 30 | 30-60 | 60-120 | 120-240 | 240-480 | > 480
      buckets: [3, 1, 2, 1, 1, 1],
    });

    expect(report.statuses).toEqual({ total: 11, new: 2, inProgress: 3, completed: 6 });

    // Lines: disc 4 (C, D, G, J); grinder 3 (A, C, F) for 2 600 $; vacuum 3 (A, D, I) for 380 $; pump 1 (G; M is outside).
    // The grinder is named as on its most recent line (F).
    const htc = { productId: 1, nameFr: "Meuleuse à béton HTC", nameEn: "HTC concrete grinder", lines: 3, value: 2600 };
    const vacuumRow = { productId: 2, nameFr: "Aspirateur industriel", nameEn: "Industrial vacuum", lines: 3, value: 380 };
    const discRow = { productId: 3, nameFr: "Disque diamanté", nameEn: "Diamond disc", lines: 4, value: 225 };
    const pumpRow = { productId: 4, nameFr: "Pompe à béton", nameEn: "Concrete pump", lines: 1, value: 2000 };
    expect(report.topByLines).toEqual([discRow, htc, vacuumRow, pumpRow]);
    expect(report.topByValue).toEqual([htc, pumpRow, vacuumRow, discRow]);

    // October: A + C + D = 856.52 + 1546.41 + 160.97; November: F + G + I + J = 747.34 + 2403.12 + 218.45 + 51.74.
    expect(report.months).toEqual([
      { month: "2026-10", quotes: 3, value: 2563.9 },
      { month: "2026-11", quotes: 4, value: 3420.65 },
    ]);
  });

  it("draws empty weeks and months, and no response time, for a period without requests", async () => {
    const { db } = current();
    await seed(db, { M: REQUESTS.M! });
    const report = await readStatistics(db, { period: { from: "2026-09-30", to: "2026-10-14" }, windows, now: NOW });
    expect(report.weeks).toEqual([
      { week: "2026-09-28", quotes: 0, contacts: 0 },
      { week: "2026-10-05", quotes: 0, contacts: 0 },
      { week: "2026-10-12", quotes: 0, contacts: 0 },
    ]);
    expect(report.months).toEqual([
      { month: "2026-09", quotes: 0, value: 0 },
      { month: "2026-10", quotes: 0, value: 0 },
    ]);
    expect(report.responseTimes).toMatchObject({ answered: 0, medianMinutes: null, p90Minutes: null, buckets: [0, 0, 0, 0, 0, 0] });
    expect(report.statuses.total).toBe(0);
    expect(report.topByLines).toEqual([]);
  });

  it("counts opening minutes in SQL as the domain's day-by-day count does", async () => {
    const { db } = current();
    // One request a day (its own one-day period), answered up to three weeks later, across both clock changes of 2026.
    const first = Date.parse("2026-01-05T12:00:00Z");
    const cases = fc.sample(fc.tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 21 * 1440 })), { numRuns: 24, seed: 15 });
    const requests: Record<string, Seeded> = {};
    const days: string[] = [];
    cases.forEach(([minuteOfDay, waited], i) => {
      const day = new Date(first + i * 15 * 86_400_000).toISOString().slice(0, 10);
      // Noon UTC is 07:00 or 08:00 in Quebec: the minute is added from there and stays within the day's hours.
      const created = new Date(Date.parse(`${day}T12:00:00Z`) + (minuteOfDay % 900) * 60_000);
      days.push(day);
      requests[`R${i}`] = { type: "contact", created: created.toISOString(), changes: [done(new Date(created.getTime() + waited * 60_000).toISOString())] };
    });
    await seed(db, requests);
    for (const [i, day] of days.entries()) {
      const request = requests[`R${i}`]!;
      const expected = openingMinutesBetween(new Date(request.created), new Date(request.changes![0]!.at), windows);
      const times = await responseTimes(db, { from: day, to: day }, windows, NOW);
      expect(times.medianMinutes, `request ${request.created} → ${request.changes![0]!.at}`).toBeCloseTo(expected, 6);
    }
  });
});
