import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { quoteMail, sentQuote } from "../../tests/support/sent-quote.ts";
import { user } from "./auth-schema.ts";
import type { Db } from "./client.server.ts";
import { listCustomerQuoteRequests } from "./customer-requests.server.ts";
import { acceptQuote } from "./quotes.server.ts";
import { submissionItems, submissions } from "./schema.ts";

async function addAccount(db: Db, id: string) {
  await db
    .insert(user)
    .values({ id, name: id, email: `${id}@accounts.example`, emailVerified: true })
    .onConflictDoNothing();
}

let counter = 0;
async function addRequest(db: Db, values: { email: string; userId?: string | null; type?: "quote" | "contact"; status?: "new" | "in_progress" | "completed"; createdAt: string }) {
  counter += 1;
  if (values.userId) await addAccount(db, values.userId);
  const [row] = await db
    .insert(submissions)
    .values({
      reference: `${values.type === "contact" ? "C" : "S"}-2026-${String(counter).padStart(6, "0")}`,
      type: values.type ?? "quote",
      status: values.status ?? "new",
      lang: "fr",
      userId: values.userId ?? null,
      name: "Someone",
      email: values.email,
      subtotal: 100,
      tps: 5,
      tvq: 9.98,
      totalAmount: 114.98,
      createdAt: new Date(values.createdAt),
    })
    .returning({ id: submissions.id, reference: submissions.reference });
  await db.insert(submissionItems).values({
    submissionId: row!.id,
    position: 0,
    productId: 1,
    productName: "Nom stocké",
    productNameEn: "Stored name",
    quantity: 2,
    period: "day",
    unitPrice: 50,
    lineTotal: 100,
    transformerType: "transformer-standard",
  });
  return row!.reference;
}

describeEachDatabase("a customer's quote requests", (current) => {
  it("lists the account's quotes and those sent earlier with its confirmed e-mail, newest first — never anyone else's", async () => {
    const { db } = current();
    const mineSignedIn = await addRequest(db, { email: "other-address@example.com", userId: "user-a", createdAt: "2026-11-20T10:00:00Z" });
    const mineBefore = await addRequest(db, { email: "Alice@Example.com", createdAt: "2026-11-01T10:00:00Z", status: "completed" });
    await addRequest(db, { email: "alice@example.com", type: "contact", createdAt: "2026-11-21T10:00:00Z" });
    const bobs = await addRequest(db, { email: "bob@example.com", userId: "user-b", createdAt: "2026-11-22T10:00:00Z" });
    await addRequest(db, { email: "alice@example.com.evil", createdAt: "2026-11-22T11:00:00Z" });

    const alice = await listCustomerQuoteRequests(db, { userId: "user-a", email: "alice@example.com", emailVerified: true }, "fr");
    expect(alice.map((r) => r.reference)).toEqual([mineSignedIn, mineBefore]);
    expect(alice[1]).toMatchObject({ status: "completed", total: 114.98, subtotal: 100, tps: 5, tvq: 9.98 });
    expect(alice[0]!.items).toEqual([
      {
        productId: 1,
        name: expect.any(String),
        image: null,
        quantity: 2,
        period: "day",
        unitPrice: 50,
        lineTotal: 100,
        options: [expect.stringContaining("600 V")],
        cartOptions: { transformerType: "transformer-standard" },
        startDate: null,
        endDate: null,
        weeks: null,
        days: null,
      },
    ]);

    const bob = await listCustomerQuoteRequests(db, { userId: "user-b", email: "bob@example.com", emailVerified: true }, "en");
    expect(bob.map((r) => r.reference)).toEqual([bobs]);
  });

  it("does not match by e-mail while the address is unconfirmed", async () => {
    const { db } = current();
    await addRequest(db, { email: "carl@example.com", createdAt: "2026-11-01T10:00:00Z" });
    expect(await listCustomerQuoteRequests(db, { userId: "user-c", email: "carl@example.com", emailVerified: false }, "fr")).toEqual([]);
  });

  it("cannot be widened by a crafted e-mail (SQL wildcards are plain characters)", async () => {
    const { db } = current();
    await addRequest(db, { email: "dave@example.com", createdAt: "2026-11-01T10:00:00Z" });
    expect(await listCustomerQuoteRequests(db, { userId: "x", email: "%", emailVerified: true }, "fr")).toEqual([]);
    expect(await listCustomerQuoteRequests(db, { userId: "%", email: "' or 1=1 --", emailVerified: true }, "fr")).toEqual([]);
  });

  it("keeps a request when its account is deleted (the link is cleared) and refuses a link to an unknown account", async () => {
    const { db } = current();
    const reference = await addRequest(db, { email: "erin@example.com", userId: "user-e", createdAt: "2026-11-02T10:00:00Z" });
    await db.delete(user).where(eq(user.id, "user-e"));
    const [kept] = await db.select({ userId: submissions.userId, email: submissions.email }).from(submissions).where(eq(submissions.reference, reference));
    expect(kept).toEqual({ userId: null, email: "erin@example.com" });

    const before = await db.$count(submissions);
    await expect(db.insert(submissions).values({ reference: "S-2026-999999", type: "quote", lang: "fr", userId: "no-such-account", name: "X", email: "x@example.com" })).rejects.toThrow();
    expect(await db.$count(submissions)).toBe(before);
  });
});

describeEachDatabase("a customer's quote requests with their quotes", (current) => {
  it("carry the dates, the sent versions with the link's token, and the status history by who or what moved it", async () => {
    const { db } = current();
    const quote = await sentQuote(db, { email: "jean@example.com", quantity: 2 });
    const accepted = await acceptQuote(db, { token: quote.token, version: 1, fullName: "Jean Tremblay", ip: null, userAgent: null, mail: quoteMail });
    expect(accepted).toEqual({ ok: true });

    const [request] = await listCustomerQuoteRequests(db, { userId: "nobody", email: "JEAN@example.com", emailVerified: true }, "en");
    expect(request).toMatchObject({ reference: quote.reference, status: "accepted", quoteToken: quote.token, startDate: expect.any(String), endDate: expect.any(String) });
    expect(request!.quoteVersions).toEqual([{ version: 1, sentAt: expect.any(String), total: expect.any(Number) }]);
    expect(request!.history.map(({ from, to, by }) => ({ from, to, by }))).toEqual([
      { from: "new", to: "quoted", by: "staff" },
      { from: "quoted", to: "accepted", by: "customer" },
    ]);
    expect(request!.items[0]).toMatchObject({ quantity: 2, startDate: request!.startDate, endDate: request!.endDate, cartOptions: {} });
  });
});
