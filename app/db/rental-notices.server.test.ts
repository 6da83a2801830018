import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTwoInstances, describeEachDatabase, SLOW_DATABASE_TEST_TIMEOUT, testedDatabases } from "../../tests/support/databases.ts";
import { acceptedQuote, handOver, quebecDay, quoteMail, RENTED_PRODUCT, STAFF_MEMBER } from "../../tests/support/sent-quote.ts";
import { weeklyHoursOf } from "../domain/business-settings.ts";
import { businessInstant } from "../domain/business-clock.ts";
import { addDays, dayOfWeek } from "../domain/rental/rental-dates.ts";
import { catalogueProducts } from "./catalogue-schema.ts";
import type { Db } from "./client.server.ts";
import { extendReservation, markReturned } from "./quote-fulfilment.server.ts";
import { dueNotice, reminderDay } from "../domain/rental/rental-notices.ts";
import { sendRentalNotices } from "./rental-notices.server.ts";
import { emailOutbox } from "./schema.ts";
import { rentalNotices } from "./units-schema.ts";

/** The default settings' week (app/config/business.ts): Monday to Friday, and Saturday morning. */
const DEFAULT_HOURS = weeklyHoursOf(quoteMail.business.openingHours);

/** The same shop, closed on weekends. */
const WEEKDAYS_ONLY = {
  ...quoteMail,
  business: { ...quoteMail.business, openingHours: [{ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const, opens: "07:00", closes: "17:00" }] },
};

/** The first Monday at least ten days from today: a rental from it ends on the next Monday (8 days). */
function nextMondayOffset(): number {
  let offset = 10;
  while (dayOfWeek(quebecDay(offset)) !== "Monday") offset += 1;
  return offset;
}

/** 09:00 in Quebec on that day. */
const at = (date: string) => businessInstant(date, "09:00");

/**
 * An accepted quote for one grinder from a Monday to the next, handed over (unless `handedOver`
 * is false) with its unit; answers its ids and its end date, a Monday.
 */
async function rental(db: Db, options: { lang?: "fr" | "en"; email?: string; handedOver?: boolean } = {}) {
  const quote = await acceptedQuote(db, { lang: options.lang ?? "fr", email: options.email ?? "jean@example.com", quantity: 1, fleet: 2, startInDays: nextMondayOffset(), days: 8 });
  const end = addDays(quebecDay(nextMondayOffset()), 7);
  let tag: string | undefined;
  if (options.handedOver !== false) {
    [tag] = await handOver(db, quote, { input: { depositMethod: "card-terminal" } });
  }
  return { ...quote, end, tag };
}

/** The notices' e-mails in the outbox, oldest first. */
async function noticeEmails(db: Db) {
  const rows = await db.select().from(emailOutbox).orderBy(asc(emailOutbox.createdAt));
  return rows.filter((row) => row.kind === "rental-end-reminder" || row.kind === "rental-overdue");
}

describe("when a rental's notices are due", () => {
  it("reminds on the last opening day before the end date, up to the end date; overdue from the day after", () => {
    // 2026-12-14 is a Monday: Saturday morning is open by default, the weekend closed otherwise.
    expect(reminderDay("2026-12-14", DEFAULT_HOURS)).toBe("2026-12-12");
    expect(reminderDay("2026-12-14", weeklyHoursOf(WEEKDAYS_ONLY.business.openingHours))).toBe("2026-12-11");
    expect(reminderDay("2026-12-16", DEFAULT_HOURS)).toBe("2026-12-15");
    expect(dueNotice("2026-12-14", "2026-12-11", DEFAULT_HOURS)).toBeNull();
    expect(dueNotice("2026-12-14", "2026-12-12", DEFAULT_HOURS)).toBe("end-reminder");
    expect(dueNotice("2026-12-14", "2026-12-14", DEFAULT_HOURS)).toBe("end-reminder");
    expect(dueNotice("2026-12-14", "2026-12-15", DEFAULT_HOURS)).toBe("overdue");
    // A week without an opening day: the day before.
    expect(reminderDay("2026-12-14", weeklyHoursOf([]))).toBe("2026-12-13");
  });
});

describeEachDatabase("the rental notices", (current) => {
  it("reminds the customer the working day before the end date, once, in their language, with the units out and how to return them", async () => {
    const { db } = current();
    const { end, tag, token, reference } = await rental(db, { lang: "en" });
    const [product] = await db.select({ name: catalogueProducts.name }).from(catalogueProducts).where(eq(catalogueProducts.id, RENTED_PRODUCT));

    // Open on Saturday mornings (the default hours): nothing on the Friday before a Monday end.
    expect(await sendRentalNotices(db, at(addDays(end, -3)), quoteMail)).toEqual({ "end-reminder": 0, overdue: 0 });
    expect(await noticeEmails(db)).toEqual([]);
    expect(await sendRentalNotices(db, at(addDays(end, -2)), quoteMail)).toEqual({ "end-reminder": 1, overdue: 0 });
    // Again that day, then on the end date: nothing more.
    expect(await sendRentalNotices(db, at(addDays(end, -2)), quoteMail)).toEqual({ "end-reminder": 0, overdue: 0 });
    expect(await sendRentalNotices(db, at(end), quoteMail)).toEqual({ "end-reminder": 0, overdue: 0 });

    const [mail, ...more] = await noticeEmails(db);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "rental-end-reminder", lang: "en", toAddress: "jean@example.com", replyToAddress: quoteMail.business.email });
    expect(mail!.subject).toContain(reference);
    const endDate = new Intl.DateTimeFormat("en-CA", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${end}T12:00:00Z`));
    for (const fact of [`your rental ends on ${endDate}`, `${product!.name.en}, unit ${tag}`, "Bring it to our counter", "Ask for a pickup from your private link", quoteMail.business.phone]) {
      expect(mail!.textBody).toContain(fact);
    }
    expect(mail!.textBody).toContain(`${quoteMail.publicUrl}/en/quotes/${token}`);
    expect(mail!.htmlBody).toContain(`href="${quoteMail.publicUrl}/en/quotes/${token}"`);
    expect(await db.select({ kind: rentalNotices.kind, endDate: rentalNotices.endDate }).from(rentalNotices)).toEqual([{ kind: "end-reminder", endDate: end }]);
  });

  it("with the shop closed on weekends, reminds of a Monday end date on the Friday, in French", async () => {
    const { db } = current();
    const { end, tag } = await rental(db, { lang: "fr" });
    expect(await sendRentalNotices(db, at(addDays(end, -4)), WEEKDAYS_ONLY)).toEqual({ "end-reminder": 0, overdue: 0 });
    expect(await sendRentalNotices(db, at(addDays(end, -3)), WEEKDAYS_ONLY)).toEqual({ "end-reminder": 1, overdue: 0 });
    const [mail] = await noticeEmails(db);
    expect(mail).toMatchObject({ kind: "rental-end-reminder", lang: "fr" });
    expect(mail!.subject).toMatch(/^Fin de votre location le /);
    expect(mail!.textBody).toContain(`unité ${tag}`);
    expect(mail!.textBody).toContain("Rapportez-le à notre comptoir");
    // The hours the reminder gives are the ones the day was chosen by.
    expect(mail!.textBody).toContain("pendant nos heures d'ouverture : du lundi au vendredi de 7 h à 17 h (fermé");
  });

  it("sends nothing for a rental not handed over, or returned", async () => {
    const { db } = current();
    const waiting = await rental(db, { handedOver: false, email: "a@example.com" });
    const returned = await rental(db, { email: "b@example.com" });
    expect(await markReturned(db, { submissionId: returned.submissionId, actor: STAFF_MEMBER })).toEqual({ ok: true });
    for (const day of [-2, 0, 1, 5]) {
      expect(await sendRentalNotices(db, at(addDays(waiting.end, day)), quoteMail)).toEqual({ "end-reminder": 0, overdue: 0 });
    }
    expect(await noticeEmails(db)).toEqual([]);
    expect(await db.select().from(rentalNotices)).toEqual([]);
  });

  it("tells the customer once the day after the end date that the rental is overdue; an extension makes a new reminder due", async () => {
    const { db } = current();
    const { end, tag, submissionId } = await rental(db, { lang: "fr" });
    // The job was not running before the end date: the reminder still goes on it.
    expect(await sendRentalNotices(db, at(end), quoteMail)).toEqual({ "end-reminder": 1, overdue: 0 });
    expect(await sendRentalNotices(db, at(addDays(end, 1)), quoteMail)).toEqual({ "end-reminder": 0, overdue: 1 });
    expect(await sendRentalNotices(db, at(addDays(end, 1)), quoteMail)).toEqual({ "end-reminder": 0, overdue: 0 });
    expect(await sendRentalNotices(db, at(addDays(end, 4)), quoteMail)).toEqual({ "end-reminder": 0, overdue: 0 });
    const overdue = (await noticeEmails(db)).filter((row) => row.kind === "rental-overdue");
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.subject).toMatch(/^Location en retard : /);
    for (const fact of [`unité ${tag}`, "la facturation des jours supplémentaires", `${quoteMail.publicUrl}/rental-policy`, `Appelez-nous dès que possible au ${quoteMail.business.phone}`]) {
      expect(overdue[0]!.textBody).toContain(fact);
    }

    // Staff extend to Thursday, the day after the overdue notice: its reminder is due on Wednesday.
    const newEnd = addDays(end, 3);
    expect(await extendReservation(db, { submissionId, newEnd, actor: STAFF_MEMBER, now: at(addDays(end, 1)) })).toEqual({ ok: true });
    expect(await sendRentalNotices(db, at(addDays(end, 1)), quoteMail)).toEqual({ "end-reminder": 0, overdue: 0 });
    expect(await sendRentalNotices(db, at(addDays(end, 2)), quoteMail)).toEqual({ "end-reminder": 1, overdue: 0 });
    expect(
      (await db.select({ kind: rentalNotices.kind, endDate: rentalNotices.endDate }).from(rentalNotices)).sort((a, b) => a.endDate.localeCompare(b.endDate) || a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: "end-reminder", endDate: end },
      { kind: "overdue", endDate: end },
      { kind: "end-reminder", endDate: newEnd },
    ]);
  });
});

for (const kind of testedDatabases) {
  it(
    `two instances running the notices at once send each e-mail once [${kind}]`,
    async () => {
      const instances = await createTwoInstances(kind);
      try {
        const { first, second } = instances;
        const a = await rental(first, { email: "a@example.com" });
        const b = await rental(first, { email: "b@example.com" });
        const both = await Promise.all([sendRentalNotices(first, at(a.end), quoteMail), sendRentalNotices(second, at(a.end), quoteMail)]);
        expect(both[0]["end-reminder"] + both[1]["end-reminder"]).toBe(2);
        const overdue = await Promise.all([sendRentalNotices(first, at(addDays(b.end, 1)), quoteMail), sendRentalNotices(second, at(addDays(b.end, 1)), quoteMail)]);
        expect(overdue[0].overdue + overdue[1].overdue).toBe(2);
        const emails = await noticeEmails(first);
        expect(emails.map((row) => `${row.kind} ${row.toAddress}`).sort()).toEqual([
          "rental-end-reminder a@example.com",
          "rental-end-reminder b@example.com",
          "rental-overdue a@example.com",
          "rental-overdue b@example.com",
        ]);
      } finally {
        await instances.close();
      }
    },
    SLOW_DATABASE_TEST_TIMEOUT,
  );
}
