import { describe, expect, it } from "vitest";
import { calendarMonth, checkUnitBlock, monthRange, monthWeeks, shiftMonth } from "./calendar-month.ts";

describe("the calendar's month", () => {
  it("is the one asked, or today's", () => {
    expect(calendarMonth("2026-12", "2026-11-22")).toBe("2026-12");
    for (const asked of [null, "", "2026-13", "2026-1", "december", "2026-12-01", "1899-12"]) expect(calendarMonth(asked, "2026-11-22"), String(asked)).toBe("2026-11");
  });

  it("runs from its first to its last day, across years and leap years", () => {
    expect(monthRange("2026-11")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(monthRange("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthRange("2026-12")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-11", -23)).toBe("2024-12");
  });

  it("lays its days in weeks from Monday", () => {
    // November 1, 2026 is a Sunday.
    const weeks = monthWeeks("2026-11");
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(weeks.at(-1)).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });
});

describe("a maintenance block as staff type it", () => {
  const block = { units: "1", start: "2026-12-01", end: "2026-12-03", reason: "Changement des courroies" };

  it("is units of the fleet over real dates in order, with a reason", () => {
    expect(checkUnitBlock(block, 4)).toEqual({ ok: true, value: { units: 1, start: "2026-12-01", end: "2026-12-03", reason: "Changement des courroies" } });
    expect(checkUnitBlock({ units: "5", start: "2026-12-03", end: "2026-12-01", reason: "" }, 4)).toEqual({
      ok: false,
      errors: { units: { key: "adminQuotes.errors.blockUnits", n: 4 }, end: { key: "adminQuotes.errors.endBeforeStart" }, reason: { key: "validation.required" } },
    });
    expect(checkUnitBlock({ ...block, units: "0", start: "2026-02-30", reason: "a\nb" }, 4)).toMatchObject({
      ok: false,
      errors: { units: { key: "adminQuotes.errors.blockUnits" }, start: { key: "adminQuotes.errors.date" }, reason: { key: "validation.controlCharacters" } },
    });
  });
});
