import { describe, expect, it } from "vitest";
import { defaultBusiness } from "../config/business.ts";
import { formatMoney, formatPercent, formatPrice, formatShare } from "./format.ts";
import { formatClockTime, formatOpeningHours, openingHoursLines } from "./format-hours.ts";
import { formatDateRange, formatDateTime, formatDuration, formatLongDate, formatRentalBreakdown, formatRentalDay, formatMonth, formatShortDate } from "./format-dates.ts";

// Intl uses narrow no-break spaces in French; normalise them for readable expectations.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("formatting for the page's locale", () => {
  it("formats money the Quebec way in French and the English way in English", () => {
    expect(plain(formatMoney("fr", 1234.5))).toBe("1 234,50 $");
    expect(formatMoney("en", 1234.5)).toBe("$1,234.50");
    expect(plain(formatPrice("fr", 650))).toBe("650 $");
    expect(formatPrice("en", 2275)).toBe("$2,275");
  });

  it("formats customer dates with the month name", () => {
    expect(formatLongDate("fr", "2026-11-22")).toBe("22 novembre 2026");
    expect(formatLongDate("en", "2026-11-22")).toBe("November 22, 2026");
  });

  it("writes a rental's dates inside a sentence, the year only when it is not this year in Quebec", () => {
    const now = new Date("2026-11-22T15:00:00Z");
    expect(formatDateRange("fr", "2026-12-04", "2026-12-12", now)).toBe("du 4 au 12 décembre");
    expect(formatDateRange("en", "2026-12-04", "2026-12-12", now)).toBe("from December 4 to 12");
    expect(formatDateRange("fr", "2026-11-28", "2026-12-01", now)).toBe("du 28 novembre au 1er décembre");
    expect(formatDateRange("en", "2026-11-28", "2026-12-01", now)).toBe("from November 28 to December 1");
    expect(formatDateRange("fr", "2026-12-28", "2027-01-04", now)).toBe("du 28 décembre 2026 au 4 janvier 2027");
    expect(formatDateRange("en", "2026-12-28", "2027-01-04", now)).toBe("from December 28, 2026 to January 4, 2027");
    expect(formatDateRange("fr", "2027-02-01", "2027-02-05", now)).toBe("du 1er au 5 février 2027");
    expect(formatDateRange("en", "2027-02-01", "2027-02-05", now)).toBe("from February 1 to 5, 2027");
    expect(formatDateRange("fr", "2026-12-04", "2026-12-04", now)).toBe("le 4 décembre");
    expect(formatDateRange("en", "2026-12-04", "2026-12-04", now)).toBe("on December 4");
    expect(formatRentalDay("fr", "2026-12-15", now)).toBe("15 décembre");
    expect(formatRentalDay("en", "2027-01-01", now)).toBe("January 1, 2027");
  });

  it("writes the weeks and days a rental is priced for", () => {
    expect(formatRentalBreakdown("fr", 1, 2)).toBe("1 sem. + 2 j");
    expect(formatRentalBreakdown("en", 1, 2)).toBe("1 wk + 2 d");
    expect(formatRentalBreakdown("fr", 2, 0)).toBe("2 sem.");
    expect(formatRentalBreakdown("en", 0, 3)).toBe("3 d");
  });

  it("prints the opening hours of the business configuration", () => {
    const [weekdays, saturday] = defaultBusiness.openingHours;
    expect(formatOpeningHours("fr", weekdays!)).toBe("Lundi au vendredi : 7 h à 17 h");
    expect(formatOpeningHours("en", weekdays!)).toBe("Monday to Friday: 7 a.m. to 5 p.m.");
    expect(formatOpeningHours("fr", saturday!)).toBe("Samedi : 8 h à midi");
    expect(formatOpeningHours("en", saturday!)).toBe("Saturday: 8 a.m. to noon");
  });

  it("writes noon and midnight in words, other times the Quebec and Canadian way", () => {
    expect(["07:00", "07:30", "12:00", "12:30", "17:00", "00:00"].map((t) => formatClockTime("fr", t))).toEqual(["7 h", "7 h 30", "midi", "12 h 30", "17 h", "minuit"]);
    expect(["07:00", "07:30", "12:00", "12:30", "17:00", "00:00"].map((t) => formatClockTime("en", t))).toEqual(["7 a.m.", "7:30 a.m.", "noon", "12:30 p.m.", "5 p.m.", "midnight"]);
  });

  it("lists the closed days after the open ones, grouping consecutive days", () => {
    const hours = { openingHours: [{ days: ["Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" }] } as const;
    expect(openingHoursLines("fr", hours)).toEqual(["Mardi au vendredi : 9 h à 18 h", "Lundi, samedi et dimanche : fermé"]);
    expect(openingHoursLines("en", hours)).toEqual(["Tuesday to Friday: 9 a.m. to 6 p.m.", "Monday, Saturday and Sunday: closed"]);
  });

  it("formats rates as percentages", () => {
    expect(plain(formatPercent("fr", 0.09975))).toBe("9,975 %");
    expect(formatPercent("en", 0.05)).toBe("5%");
  });

  it("formats a moment in Quebec time, medium on screens and long in e-mails", () => {
    // 15:32 UTC on 14 May 2026 is 11:32 in Montréal (daylight saving time).
    const moment = new Date("2026-05-14T15:32:00Z");
    expect(plain(formatDateTime("fr", moment))).toMatch(/^14 mai 2026.*11 h 32$/);
    expect(plain(formatDateTime("en", moment.toISOString()))).toMatch(/^May 14, 2026.*11:32\sa\.m\.$/);
    expect(plain(formatDateTime("fr", moment, "long"))).toMatch(/^14 mai 2026 à 11 h 32$/);
    expect(plain(formatDateTime("en", moment, "long"))).toMatch(/^May 14, 2026 at 11:32\sa\.m\.$/);
  });
});

describe("the statistics' formats", () => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
  it("writes durations in hours and minutes", () => {
    expect(plain(formatDuration("fr", 45))).toBe("45 min");
    expect(plain(formatDuration("fr", 120))).toBe("2 h");
    expect(plain(formatDuration("en", 315))).toBe("5 h 15 min");
    expect(plain(formatDuration("fr", 74.6))).toBe("1 h 15 min");
  });

  it("writes shares to the percent, and 0 % of nothing", () => {
    expect(plain(formatShare("fr", 6, 11))).toBe("55 %");
    expect(formatShare("en", 6, 11)).toBe("55%");
    expect(formatShare("en", 0, 0)).toBe("0%");
  });

  it("writes days without their year and months in both lengths", () => {
    expect(formatShortDate("fr", "2026-08-31")).toBe("31 août");
    expect(formatShortDate("en", "2026-08-31")).toBe("Aug 31");
    expect(formatMonth("fr", "2026-11")).toBe("novembre 2026");
    expect(formatMonth("fr", "2026-11", "short")).toBe("nov. 2026");
    expect(formatMonth("en", "2026-11", "short")).toBe("Nov 2026");
  });
});
