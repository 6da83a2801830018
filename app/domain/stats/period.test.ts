import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays, defaultStatsPeriod, parseStatsPeriod, periodMonths, periodWeeks, statsPresets, weekStart } from "./period.ts";

const TODAY = "2026-11-18"; // a Wednesday
const parse = (query: string) => parseStatsPeriod(new URLSearchParams(query), TODAY);

describe("the statistics period", () => {
  it("is by default the current week and the 11 whole weeks before it", () => {
    expect(defaultStatsPeriod(TODAY)).toEqual({ from: "2026-08-31", to: TODAY });
    expect(periodWeeks(defaultStatsPeriod(TODAY))).toHaveLength(12);
    expect(parse("")).toEqual({ ok: true, period: { from: "2026-08-31", to: TODAY } });
    // A blank field (the GET form sends it) takes its default too.
    expect(parse("from=&to=2026-09-30")).toEqual({ ok: true, period: { from: "2026-08-31", to: "2026-09-30" } });
  });

  it("reads the days asked", () => {
    expect(parse("from=2026-01-01&to=2026-03-31")).toEqual({ ok: true, period: { from: "2026-01-01", to: "2026-03-31" } });
    expect(parse("from=2026-03-31&to=2026-03-31")).toEqual({ ok: true, period: { from: "2026-03-31", to: "2026-03-31" } });
  });

  it("refuses a day that does not exist, a period that ends before it starts, and one longer than 3 years", () => {
    expect(parse("from=2026-02-30")).toMatchObject({ ok: false, values: { from: "2026-02-30", to: TODAY }, errors: { from: { key: "adminStats.errors.invalidDate" } } });
    expect(parse("from=hier&to=demain")).toMatchObject({ ok: false, errors: { from: { key: "adminStats.errors.invalidDate" }, to: { key: "adminStats.errors.invalidDate" } } });
    expect(parse("from=2026-05-02&to=2026-05-01")).toMatchObject({ ok: false, errors: { to: { key: "adminStats.errors.fromAfterTo" } } });
    expect(parse("from=2023-01-01&to=2026-11-18")).toMatchObject({ ok: false, errors: { to: { key: "adminStats.errors.tooLong" } } });
    expect(parse("from=2024-01-01&to=2026-11-18").ok).toBe(true);
  });

  it("offers the last 12 weeks, the last 12 months and the year so far", () => {
    expect(statsPresets(TODAY)).toEqual([
      { id: "weeks", period: { from: "2026-08-31", to: TODAY } },
      { id: "months", period: { from: "2025-12-01", to: TODAY } },
      { id: "year", period: { from: "2026-01-01", to: TODAY } },
    ]);
  });

  it("lists the weeks (Mondays) and months the period touches", () => {
    expect(periodWeeks({ from: "2026-10-28", to: "2026-11-09" })).toEqual(["2026-10-26", "2026-11-02", "2026-11-09"]);
    expect(periodMonths({ from: "2025-12-31", to: "2026-02-01" })).toEqual(["2025-12", "2026-01", "2026-02"]);
  });

  it("starts every week on the Monday on or before the day", () => {
    const day = fc.integer({ min: 0, max: 20_000 }).map((n) => addDays("2000-01-01", n));
    fc.assert(
      fc.property(day, (d) => {
        const monday = weekStart(d);
        const gap = (Date.parse(d) - Date.parse(monday)) / 86_400_000;
        return new Date(`${monday}T00:00:00Z`).getUTCDay() === 1 && gap >= 0 && gap < 7;
      }),
    );
  });
});
