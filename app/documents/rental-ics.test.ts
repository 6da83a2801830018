import { describe, expect, it } from "vitest";
import { parseIcs } from "../../tests/support/ics.ts";
import { QUOTE_BUSINESS, QUOTE_LINES, QUOTE_REFERENCE, quoteDocument } from "../../tests/support/quote-document-fixture.ts";
import { rentalIcs, rentalIcsFileName, type RentalCalendarInput } from "./rental-ics.ts";

const input = (over: Partial<RentalCalendarInput> = {}): RentalCalendarInput => ({
  reference: QUOTE_REFERENCE,
  lang: "fr",
  document: quoteDocument(),
  business: QUOTE_BUSINESS,
  stamp: new Date("2026-11-25T14:03:00Z"),
  ...over,
});

describe("the reservation's calendar file", () => {
  it("holds the handover at its Quebec time and the return on the rental's last day, with the reference and the address", () => {
    const ics = parseIcs(rentalIcs(input()));
    expect(ics.header.VERSION?.value).toBe("2.0");
    expect(ics.header.METHOD?.value).toBe("PUBLISH");
    expect(ics.events).toHaveLength(2);
    const [handover, back] = ics.events as [Record<string, { value: string; params: Record<string, string> }>, Record<string, { value: string; params: Record<string, string> }>];
    // Monday 7 December 2026 at 07:00 in Quebec (EST) = 12:00 UTC, for 30 minutes.
    expect(handover.DTSTART?.value).toBe("20261207T120000Z");
    expect(handover.DURATION?.value).toBe("PT30M");
    expect(handover.SUMMARY?.value).toBe("Remise de l'équipement – S-2026-000123 – Location Rive-Sud");
    expect(handover.LOCATION?.value).toBe("1200, boulevard Taschereau, La Prairie (Québec) J5R 1V8");
    expect(handover.DESCRIPTION?.value).toContain("Référence : S-2026-000123");
    expect(handover.DESCRIPTION?.value).toContain("- 2 × Meuleuse planétaire Husqvarna PG 820");
    // Never the private link: a shared calendar must not let others cancel.
    expect(handover.DESCRIPTION?.value).not.toContain("/quotes/");
    expect(handover.UID?.value).toBe("S-2026-000123-handover@location-rive-sud.example");
    expect(handover.SEQUENCE?.value).toBe("2");
    expect(handover.STATUS?.value).toBe("CONFIRMED");
    expect(handover.DTSTAMP?.value).toBe("20261125T140300Z");
    // The last day, 15 December, all day (DTEND is exclusive).
    expect(back.DTSTART).toEqual({ params: { VALUE: "DATE" }, value: "20261215" });
    expect(back.DTEND).toEqual({ params: { VALUE: "DATE" }, value: "20261216" });
    expect(back.SUMMARY?.value).toBe("Retour de l'équipement – S-2026-000123 – Location Rive-Sud");
    expect(back.LOCATION?.value).toBe(handover.LOCATION?.value);
    expect(back.UID?.value).not.toBe(handover.UID?.value);
  });

  it("is written in the customer's language and keeps the summer offset (UTC−4)", () => {
    const lines = QUOTE_LINES.map((line) => (line.startDate ? { ...line, startDate: "2027-07-05", endDate: "2027-07-09" } : line));
    const text = rentalIcs(input({ lang: "en", document: quoteDocument({ lines, handoverAt: "2027-07-05T11:00:00.000Z" }) }));
    const [handover, back] = parseIcs(text).events;
    expect(handover?.DTSTART?.value).toBe("20270705T110000Z");
    expect(handover?.SUMMARY?.value).toBe("Equipment handover – S-2026-000123 – Location Rive-Sud");
    expect(handover?.DESCRIPTION?.value).toContain("- 2 × Husqvarna PG 820 planetary grinder");
    expect(handover?.DESCRIPTION?.value).toContain("Questions? 450-555-0142");
    expect(back?.DTSTART?.value).toBe("20270709");
    expect(rentalIcsFileName("en", QUOTE_REFERENCE)).toBe("rental-S-2026-000123.ics");
    expect(rentalIcsFileName("fr", QUOTE_REFERENCE)).toBe("location-S-2026-000123.ics");
  });

  it("has only the handover when nothing is rented (items for sale)", () => {
    const sold = QUOTE_LINES.filter((line) => line.startDate === null);
    expect(parseIcs(rentalIcs(input({ document: quoteDocument({ lines: sold }) }))).events).toHaveLength(1);
  });

  it("folds long lines at 75 octets, as RFC 5545 wants", () => {
    const text = rentalIcs(input());
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe("the calendar file of a business whose name holds quotes, a semicolon and a comma", () => {
  const name = 'Location "Rive-Sud"; Béton, inc.';
  const business = { ...QUOTE_BUSINESS, name };

  it("is still a calendar every application reads: each line is a content line of RFC 5545, the name kept as text", () => {
    for (const lang of ["fr", "en"] as const) {
      const ics = parseIcs(rentalIcs(input({ lang, business })));
      expect(ics.header.PRODID?.value).toBe(`-//${name}//Reservations//${lang.toUpperCase()}`);
      expect(ics.header["X-WR-CALNAME"]?.value).toContain(name);
      expect(ics.events).toHaveLength(2);
      for (const event of ics.events) {
        expect(event.SUMMARY?.value).toContain(name);
        // A quoted parameter value cannot hold a DQUOTE (RFC 5545, 3.2): typographic quotes instead.
        expect(event.ORGANIZER).toEqual({ params: { CN: "Location “Rive-Sud”; Béton, inc." }, value: `MAILTO:${QUOTE_BUSINESS.email}` });
      }
    }
  });

  it("cannot gain a line of its own from a line break or another control character in the name", () => {
    const text = rentalIcs(input({ business: { ...QUOTE_BUSINESS, name: "Location Rive-Sud\r\nATTENDEE:MAILTO:x@example.com\u0007" } }));
    const ics = parseIcs(text);
    expect(text).not.toMatch(/^ATTENDEE/m);
    for (const event of ics.events) {
      expect(event.ATTENDEE).toBeUndefined();
      expect(event.ORGANIZER?.params.CN).toBe("Location Rive-Sud ATTENDEE:MAILTO:x@example.com");
    }
  });
});
