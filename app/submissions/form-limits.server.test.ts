/**
 * The quote and contact limits hold under parallel posts, and an
 * address nobody has proven gets at most 3 e-mails a day (decisions.md) while
 * every request is still stored and staff notified of each.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { accountsOn, registration, tokenOf } from "../../tests/support/accounts.ts";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { confirmEmail, resendConfirmation, signUp } from "../auth/account.server.ts";
import { defaultBusiness } from "../config/business.ts";
import type { Db } from "../db/client.server.ts";
import { emailOutbox, submissions } from "../db/schema.ts";
import { submitContactMessage } from "./contact.server.ts";
import { submitQuoteRequest, type SubmitInput } from "./quote.server.ts";

const settings = {
  business: defaultBusiness,
  publicUrl: "https://location-rive-sud.example",
  staffNotifyEmail: "staff@location-rive-sud.example",
  mailFrom: "Location Rive-Sud <no-reply@location-rive-sud.example>",
};
// 10:00 in Quebec on 2026-11-22.
const NOW = new Date("2026-11-22T15:00:00Z");
const DAY = 24 * 60 * 60_000;
const parallel = <T>(n: number, task: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => task(i)));

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const quoteForm = (email: string) =>
  formData({
    firstName: "Jean",
    lastName: "Tremblay",
    email,
    phone: "(514) 123-4567",
    startDate: "2026-11-25",
    endDate: "2026-11-27",
    deliveryNeeded: "pickup",
    privacyAccepted: "on",
    rentalPolicyAccepted: "on",
    "items[0].id": "4",
    "items[0].quantity": "1",
    "items[0].period": "week",
  });

const contactForm = (email: string) => formData({ name: "Marie Roy", email, message: "Livrez-vous à Laval?", privacyAccepted: "on" });

const input = (db: Db, form: FormData, clientIp: string, now = NOW): SubmitInput => ({ db, formData: form, lang: "fr", settings, clientIp, requestId: "req", now });

async function mailsTo(db: Db, address: string, kind: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(eq(sql`lower(${emailOutbox.toAddress})`, address.toLowerCase()), eq(emailOutbox.kind, kind)));
  return Number(row?.n);
}

async function stored(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(submissions);
  return Number(row?.n);
}

afterEach(() => {
  vi.useRealTimers();
});

describeEachDatabase("form limits under parallel posts", (current) => {
  it("store 10 of 60 quote requests sent at once from one network and answer the other 50 with 429", async () => {
    const { db } = current();
    const answers = await parallel(60, (i) => submitQuoteRequest(input(db, quoteForm(`client${i}@example.com`), "198.51.100.1")));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(50);
    expect(await stored(db)).toBe(10);
  });

  it("store 10 of 60 contact messages sent at once from one IPv6 /64 and answer the other 50 with 429", async () => {
    const { db } = current();
    const answers = await parallel(60, (i) => submitContactMessage(input(db, contactForm(`client${i}@example.com`), `2001:db8:7:7::${(i + 1).toString(16)}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(50);
    expect(await stored(db)).toBe(10);
  });
});

describeEachDatabase("e-mails to an address nobody has proven", (current) => {
  it("go at most 3 a day to one address; every message is stored and staff get each one", async () => {
    const { db } = current();
    const answers = await parallel(6, (i) => submitContactMessage(input(db, contactForm("victim@example.com"), `198.51.100.${i + 1}`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await stored(db)).toBe(6);
    expect(await mailsTo(db, settings.staffNotifyEmail, "contact-staff")).toBe(6);
    expect(await mailsTo(db, "victim@example.com", "contact-customer")).toBe(3);
    // Written differently, it is the same mailbox.
    expect((await submitQuoteRequest(input(db, quoteForm("Victim@Example.COM"), "198.51.100.9"))).status).toBe(200);
    expect(await mailsTo(db, "victim@example.com", "quote-staff")).toBe(0);
    expect(await mailsTo(db, settings.staffNotifyEmail, "quote-staff")).toBe(1);
    expect(await mailsTo(db, "victim@example.com", "quote-customer")).toBe(0);
    // The next day, the count starts again.
    await submitContactMessage(input(db, contactForm("victim@example.com"), "198.51.100.10", new Date(NOW.getTime() + DAY)));
    expect(await mailsTo(db, "victim@example.com", "contact-customer")).toBe(4);
  });

  it("count the quote and contact acknowledgements and the sign-up confirmation together", async () => {
    const { db } = current();
    const accounts = accountsOn(db);
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    await parallel(2, (i) => submitQuoteRequest(input(db, quoteForm("new@example.com"), `198.51.100.${i + 1}`)));
    await submitContactMessage(input(db, contactForm("new@example.com"), "198.51.100.3"));
    expect(await mailsTo(db, "new@example.com", "quote-customer")).toBe(2);
    expect(await mailsTo(db, "new@example.com", "contact-customer")).toBe(1);

    // The account is created as usual; only its confirmation e-mail waits for tomorrow.
    const created = await signUp(accounts.deps({ ip: "198.51.100.4" }), registration("new@example.com"));
    expect(created.outcome).toMatchObject({ ok: true, message: "accountArea.toast.signupSuccess" });
    expect((await resendConfirmation(accounts.deps({ ip: "198.51.100.5" }), { email: "new@example.com" })).outcome.ok).toBe(true);
    expect(accounts.mails).toHaveLength(0);

    vi.setSystemTime(NOW.getTime() + DAY);
    await resendConfirmation(accounts.deps({ ip: "198.51.100.6" }), { email: "new@example.com" });
    expect(accounts.mails.map((m) => m.kind)).toEqual(["account-confirmation"]);
  });

  it("are not capped once a confirmed account proves the address", async () => {
    const { db } = current();
    const accounts = accountsOn(db);
    await signUp(accounts.deps(), registration("customer@example.com"));
    expect(await confirmEmail(accounts.deps(), tokenOf(accounts.mails[0]))).toBe("confirmed");
    await parallel(5, (i) => submitQuoteRequest(input(db, quoteForm("customer@example.com"), `198.51.100.${i + 1}`)));
    expect(await mailsTo(db, "customer@example.com", "quote-customer")).toBe(5);
  });
});
