import { eq } from "drizzle-orm";
import { inArray } from "drizzle-orm";
import { handedOverQuote, quebecDay } from "../../tests/support/sent-quote.ts";
import { businessInstant } from "../domain/business-clock.ts";
import { addDays } from "../domain/rental/rental-dates.ts";
import { afterEach, expect, it, vi } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { insertQuotedRequest } from "../../tests/support/rental-fixture.ts";
import { defaultBusiness } from "../config/business.ts";
import { emailOutbox, submissions } from "../db/schema.ts";
import { startRentalClock } from "./rental-clock.server.ts";

const env = {
  mailFrom: "Location Rive-Sud <no-reply@location-rive-sud.example>",
  publicUrl: "https://location-rive-sud.example",
  settingsDefaults: { business: defaultBusiness, staffNotifyEmail: "soumissions@location-rive-sud.example" },
};

afterEach(() => {
  vi.useRealTimers();
});

describeEachDatabase("the rental clock", (current) => {
  it("expires the due quotes every minute, and waits for its run when stopped", async () => {
    const { db } = current();
    const due = await insertQuotedRequest(db, { validUntil: "2026-11-29" });
    // Only the job's timer and the clock are faked: the database keeps its own.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    vi.setSystemTime(new Date("2026-11-30T15:00:00Z"));
    const job = startRentalClock(db, env);
    await vi.advanceTimersByTimeAsync(59_000);
    const [before] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, due.id));
    expect(before?.status).toBe("quoted");
    await vi.advanceTimersByTimeAsync(1_000);
    await job.stop();
    const [after] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, due.id));
    expect(after?.status).toBe("expired");
    const emails = await db.select({ kind: emailOutbox.kind, text: emailOutbox.textBody }).from(emailOutbox);
    expect(emails).toEqual([{ kind: "quote-expired-customer", text: expect.stringContaining(`https://location-rive-sud.example/quotes/${due.token}`) }]);
  });

  it("sends the overdue notice due every minute, and waits for its run when stopped", async () => {
    const { db } = current();
    // A one-day rental in ten days, handed over with its unit.
    const quote = await handedOverQuote(db, { quantity: 1, fleet: 1, startInDays: 10, days: 1 });

    // Only the job's timer and the clock are faked: the database keeps its own. The day after the end.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    vi.setSystemTime(businessInstant(addDays(quebecDay(10), 1), "09:00"));
    const job = startRentalClock(db, env);
    await vi.advanceTimersByTimeAsync(59_000);
    const notices = () =>
      db
        .select({ kind: emailOutbox.kind, text: emailOutbox.textBody })
        .from(emailOutbox)
        .where(inArray(emailOutbox.kind, ["rental-end-reminder", "rental-overdue"]));
    expect(await notices()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await job.stop();
    expect(await notices()).toEqual([{ kind: "rental-overdue", text: expect.stringContaining(`https://location-rive-sud.example/quotes/${quote.token}`) }]);
  });
});
