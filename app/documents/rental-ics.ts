/**
 * The calendar file (.ics) of a confirmed reservation: two events, the handover of
 * the equipment and its return, with the reference and the business's address. Made with the
 * `ics` package. Pure: the stamp (DTSTAMP) is given, not read from a clock.
 *
 * Time zone: the handover is an instant made from its Quebec date and time (handoverAt) and is
 * written in UTC, which every calendar shows at the right local time wherever the reader is
 * (the `ics` package writes no VTIMEZONE; a "floating" local time would move with the reader).
 * The return is the rental's last day, a Quebec calendar date: an all-day event on that date.
 * One UID per event and reservation, SEQUENCE = the version: a calendar that imports the file
 * of a later version updates the events instead of adding new ones.
 */
import { createEvents, type EventAttributes } from "ics";
import { formatAddress, type Business } from "../config/business.ts";
import { addDays } from "../domain/rental/rental-dates.ts";
import type { QuoteDocument } from "../domain/rental/quote-document.ts";
import { formatMessage, type Lang } from "../i18n/index.ts";
import type { Catalogue } from "../i18n/types.ts";
import { handoverInstant, rentalEndDate } from "./quote-text.ts";
import { enRentalCalendar } from "./text/en/rental-calendar.ts";
import { frRentalCalendar } from "./text/fr/rental-calendar.ts";

const TEXT: Record<Lang, Catalogue<typeof frRentalCalendar>> = { fr: frRentalCalendar, en: enRentalCalendar };

export type RentalCalendarInput = {
  reference: string;
  lang: Lang;
  document: QuoteDocument;
  business: Business;
  /** When the file is made (the acceptance): the events' DTSTAMP. */
  stamp: Date;
};

const HANDOVER_MINUTES = 30;

/** "2026-12-15" → [2026, 12, 15], the `ics` package's date of an all-day event. */
function dateArray(date: string): [number, number, number] {
  const [y, m, d] = date.split("-").map(Number);
  return [y!, m!, d!];
}

/** The UIDs' domain: the business's e-mail domain (a stable, owned name). */
function uidDomain(business: Business): string {
  return business.email.split("@")[1] ?? "localhost";
}

/**
 * Lines folded at 75 octets (RFC 5545, 3.1), never inside a character. The `ics` package folds
 * at 75 characters: a line with accents ("Remise de l'équipement") then runs past 75 octets.
 */
function foldByOctets(text: string): string {
  const encoder = new TextEncoder();
  const folded = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .map((line) => {
      const parts: string[] = [];
      let part = "";
      let octets = 0;
      for (const char of line) {
        const size = encoder.encode(char).length;
        // The first line may hold 75 octets; each continuation line starts with a space, leaving 74.
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(part);
          part = "";
          octets = 0;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join("\r\n ");
    });
  return folded.join("\r\n");
}

/** A name on one line: control characters, line breaks included, become a space. */
function oneLine(text: string): string {
  return text.replace(/\p{Cc}+/gu, " ").trim();
}

/**
 * A parameter value (the organizer's CN). The `ics` package puts it between quotes, which a
 * semicolon, a colon or a comma needs, but a quoted value cannot hold a quote (RFC 5545, 3.2:
 * no escape exists there, and the package's backslash breaks the line for strict readers), so a
 * name's straight quotes become typographic ones.
 */
function paramText(text: string): string {
  return text.replace(/(^|[\s(])"/g, "$1“").replace(/"/g, "”");
}

/** A text value the `ics` package writes as it is (PRODID, the calendar's name), escaped as RFC 5545 wants (3.3.11). */
function escapedText(text: string): string {
  return text.replace(/[\\;,]/g, "\\$&").replace(/\n/g, "\\n");
}

export function rentalIcsFileName(lang: Lang, reference: string): string {
  return formatMessage(lang, TEXT[lang].fileName, { reference });
}

/** The .ics text (CRLF lines, as RFC 5545 wants). */
export function rentalIcs(input: RentalCalendarInput): string {
  const { reference, lang, document, business } = input;
  const t = TEXT[lang];
  // Staff type the name in the settings: it reaches a parameter and text values of the file.
  const businessName = oneLine(business.name);
  const vars = { reference, business: businessName };
  const equipment = [t.equipment, ...document.lines.map((line) => `- ${formatMessage(lang, t.line, { quantity: line.quantity, name: line.name[lang] })}`)];
  // No private link here: calendars get shared, and whoever holds the link may cancel.
  const trailer = [formatMessage(lang, t.reference, vars), formatMessage(lang, t.question, { phone: business.phone })];
  const common = {
    location: formatAddress(business),
    geo: { lat: business.geo.latitude, lon: business.geo.longitude },
    organizer: { name: paramText(businessName), email: business.email },
    status: "CONFIRMED" as const,
    sequence: document.version,
    // DTSTAMP (not in the package's types, accepted by its schema).
    timestamp: input.stamp.getTime(),
  };
  const events: EventAttributes[] = [
    {
      ...common,
      uid: `${reference}-handover@${uidDomain(business)}`,
      title: formatMessage(lang, t.handoverTitle, vars),
      description: [...equipment, "", ...trailer].join("\n"),
      start: handoverInstant(document).getTime(),
      startInputType: "utc",
      startOutputType: "utc",
      duration: { minutes: HANDOVER_MINUTES },
    },
  ];
  const end = rentalEndDate(document);
  if (end) {
    events.push({
      ...common,
      uid: `${reference}-return@${uidDomain(business)}`,
      title: formatMessage(lang, t.returnTitle, vars),
      description: [t.returnNote, "", ...equipment, "", ...trailer].join("\n"),
      start: dateArray(end),
      end: dateArray(addDays(end, 1)),
      // An all-day reminder of the last day, not a day the customer is busy.
      transp: "TRANSPARENT",
    });
  }
  const { error, value } = createEvents(events, {
    productId: escapedText(`-//${businessName}//Reservations//${lang.toUpperCase()}`),
    method: "PUBLISH",
    calName: escapedText(formatMessage(lang, t.calendarName, vars)),
  });
  if (error || !value) throw error ?? new Error("the calendar file could not be made");
  return foldByOctets(value);
}
