import { describe, expect, it } from "vitest";
import { defaultBusiness } from "../../config/business.ts";
import { weeklyHoursOf, type WeeklyHours } from "../business-settings.ts";
import { businessInstant } from "../business-clock.ts";
import { addDays, checkRentalDates, dayOfWeek, earliestStartDate, hoursOn, rentalDayCount } from "./rental-dates.ts";

// The settings' week: Monday to Friday 7 h to 17 h, Saturday 8 h to noon, closed on Sunday.
const hours: WeeklyHours = weeklyHoursOf(defaultBusiness.openingHours);
const quebec = businessInstant;

describe("rental days", () => {
  it("count whole days, start and end included", () => {
    expect(rentalDayCount("2026-12-07", "2026-12-07")).toBe(1);
    expect(rentalDayCount("2026-12-07", "2026-12-15")).toBe(9);
    expect(rentalDayCount("2026-12-07", "2026-12-06")).toBe(0);
    // Across a month, a year and the autumn clock change (25-hour day).
    expect(rentalDayCount("2026-10-30", "2026-11-02")).toBe(4);
    expect(rentalDayCount("2026-12-30", "2027-01-02")).toBe(4);
    expect(rentalDayCount("2026-03-07", "2026-03-09")).toBe(3);
  });

  it("add days on the calendar, also backwards and across leap days", () => {
    expect(addDays("2026-12-07", 8)).toBe("2026-12-15");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-10-31", 2)).toBe("2026-11-02");
  });

  it("know the weekday and the day's hours from the settings", () => {
    expect(dayOfWeek("2026-12-07")).toBe("Monday");
    expect(dayOfWeek("2026-12-13")).toBe("Sunday");
    expect(hoursOn("2026-12-12", hours)).toEqual({ opens: "08:00", closes: "12:00" });
    expect(hoursOn("2026-12-13", hours)).toBeNull();
  });
});

describe("the earliest start (24 h notice, on an opening day)", () => {
  it("is the first opening day whose opening is at least 24 h away", () => {
    // Monday 10:00 → Tuesday opens at 7:00, only 21 h later → Wednesday.
    expect(earliestStartDate(quebec("2026-11-23", "10:00"), hours)).toBe("2026-11-25");
    // Monday 06:59 → Tuesday 07:00 is 24 h 01 away.
    expect(earliestStartDate(quebec("2026-11-23", "06:59"), hours)).toBe("2026-11-24");
    // Exactly 24 h before the opening counts.
    expect(earliestStartDate(quebec("2026-11-23", "07:00"), hours)).toBe("2026-11-24");
  });

  it("skips closed days and honours the shorter Saturday", () => {
    // Friday 08:00 → Saturday opens at 8:00, exactly 24 h later.
    expect(earliestStartDate(quebec("2026-11-27", "08:00"), hours)).toBe("2026-11-28");
    // Friday 09:00 → Saturday is too soon, Sunday is closed → Monday.
    expect(earliestStartDate(quebec("2026-11-27", "09:00"), hours)).toBe("2026-11-30");
    // Saturday afternoon → Sunday closed → Monday 07:00 is 40 h away.
    expect(earliestStartDate(quebec("2026-11-28", "15:00"), hours)).toBe("2026-11-30");
    // Sunday 08:00 → Monday 07:00 is only 23 h away → Tuesday.
    expect(earliestStartDate(quebec("2026-11-29", "08:00"), hours)).toBe("2026-12-01");
  });

  it("takes the date in Quebec, not in UTC", () => {
    // Monday 23:30 in Quebec is already Tuesday in UTC: the notice still runs from Monday night → Wednesday.
    const mondayNight = quebec("2026-11-23", "23:30");
    expect(mondayNight.toISOString().slice(0, 10)).toBe("2026-11-24");
    expect(earliestStartDate(mondayNight, hours)).toBe("2026-11-25");
  });

  it("counts 24 real hours across the spring clock change", () => {
    const everyDay: WeeklyHours = weeklyHoursOf([{ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], opens: "07:00", closes: "17:00" }]);
    // Saturday 7 March 06:30 (EST) + 24 h = Sunday 8 March 07:30 (EDT): Sunday's 07:00 is too soon.
    expect(earliestStartDate(quebec("2026-03-07", "06:30"), everyDay)).toBe("2026-03-09");
    expect(earliestStartDate(quebec("2026-03-07", "05:59"), everyDay)).toBe("2026-03-08");
  });

  it("is null when the week has no opening day", () => {
    const closed = weeklyHoursOf([]);
    expect(earliestStartDate(quebec("2026-11-23", "10:00"), closed)).toBeNull();
  });
});

describe("dates a customer may ask for online", () => {
  const now = quebec("2026-11-23", "10:00"); // earliest start: Wednesday 25
  const check = (start: string, end: string) => checkRentalDates({ start, end, now, hours });

  it("accepts the earliest start and up to 90 days, both ends included", () => {
    expect(check("2026-11-25", "2026-11-25")).toEqual({ ok: true, days: 1 });
    expect(check("2026-11-25", "2026-12-03")).toEqual({ ok: true, days: 9 });
    expect(check("2026-11-25", addDays("2026-11-25", 89))).toEqual({ ok: true, days: 90 });
  });

  it("refuses, with its reason, what the policy does not allow online", () => {
    expect(check("2026-11-25", addDays("2026-11-25", 90))).toEqual({ ok: false, problem: "too-long" });
    expect(check("2026-11-24", "2026-11-30")).toEqual({ ok: false, problem: "too-soon" });
    expect(check("2026-11-29", "2026-12-03")).toEqual({ ok: false, problem: "closed-day" });
    expect(check("2026-12-03", "2026-12-02")).toEqual({ ok: false, problem: "order" });
    expect(check("2026-02-30", "2026-03-02")).toEqual({ ok: false, problem: "invalid" });
    expect(check("25/11/2026", "2026-12-02")).toEqual({ ok: false, problem: "invalid" });
    // A rental may end on a closed day (the return is arranged in the quote).
    expect(check("2026-11-25", "2026-11-29")).toEqual({ ok: true, days: 5 });
  });
});
