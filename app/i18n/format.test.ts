import { describe, expect, it } from "vitest";
import { defaultBusiness } from "../config/business.ts";
import { formatLongDate, formatMoney, formatOpeningHours, formatPrice } from "./format.ts";

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

  it("prints the opening hours of the business configuration", () => {
    const [weekdays, saturday] = defaultBusiness.openingHours;
    expect(formatOpeningHours("fr", weekdays!)).toBe("Lundi au vendredi : 7 h à 17 h");
    expect(formatOpeningHours("en", weekdays!)).toBe("Monday to Friday: 7 a.m. to 5 p.m.");
    expect(formatOpeningHours("fr", saturday!)).toBe("Samedi : 8 h à 12 h");
  });
});
