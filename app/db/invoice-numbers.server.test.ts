import { expect, it } from "vitest";
import { describeEachDatabase, createTwoInstances, SLOW_DATABASE_TEST_TIMEOUT } from "../../tests/support/databases.ts";
import { invoiceMail } from "../../tests/support/invoice-fixture.ts";
import { addStaffMember, STAFF_MEMBER } from "../../tests/support/sent-quote.ts";
import type { Db } from "./client.server.ts";
import { addDraftLine, createDraft } from "./invoice-drafts.server.ts";
import { takeInvoiceNumber } from "./invoice-numbers.server.ts";
import { issueInvoice } from "./invoices.server.ts";
import { submissions } from "./schema.ts";

/** Noon in Quebec, 15 December 2026. */
const NOW = new Date("2026-12-15T17:00:00Z");

/** `count` accepted rentals, each with a draft of one line: what staff would issue. */
async function draftsToIssue(db: Db, count: number): Promise<{ submissionId: string; invoiceId: string }[]> {
  await addStaffMember(db);
  const rows = await db
    .insert(submissions)
    .values(
      Array.from({ length: count }, (_, i) => ({
        reference: `S-2026-${String(800_000 + i).padStart(6, "0")}`,
        type: "quote" as const,
        status: "accepted" as const,
        lang: "fr" as const,
        name: `Client ${i}`,
        email: `client${i}@example.com`,
      })),
    )
    .returning({ id: submissions.id });
  const drafts = [];
  for (const { id } of rows) {
    const draft = await createDraft(db, { submissionId: id, source: "blank" }, STAFF_MEMBER, NOW);
    if (!draft.ok) throw new Error(draft.reason);
    await addDraftLine(db, { submissionId: id, invoiceId: draft.invoiceId, line: { label: "Location", quantity: 1, unitCents: 10_000 } }, NOW);
    drafts.push({ submissionId: id, invoiceId: draft.invoiceId });
  }
  return drafts;
}

describeEachDatabase("invoice numbers", (current, kind) => {
  it(
    "two instances issuing 50 invoices at once give 50 consecutive numbers, no gap, no duplicate",
    async () => {
      const instances = await createTwoInstances(kind);
      try {
        const drafts = await draftsToIssue(instances.first, 50);
        const issued = await Promise.all(drafts.map((draft, i) => issueInvoice(i % 2 === 0 ? instances.first : instances.second, draft, STAFF_MEMBER, invoiceMail, NOW)));
        const numbers = issued.map((outcome) => (outcome.ok ? outcome.number : outcome.reason)).sort();
        expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `F-2026-${String(i + 1).padStart(6, "0")}`));
      } finally {
        await instances.close();
      }
    },
    SLOW_DATABASE_TEST_TIMEOUT,
  );

  it("gives back the number of an issue that fails, and runs each series and year on its own", async () => {
    const { db } = current();
    await expect(
      db.transaction(async (tx) => {
        expect(await takeInvoiceNumber(tx, "invoice", NOW)).toBe("F-2026-000001");
        throw new Error("the PDF could not be written");
      }),
    ).rejects.toThrow("the PDF could not be written");
    expect(await db.transaction((tx) => takeInvoiceNumber(tx, "invoice", NOW))).toBe("F-2026-000001");
    expect(await db.transaction((tx) => takeInvoiceNumber(tx, "invoice", NOW))).toBe("F-2026-000002");
    expect(await db.transaction((tx) => takeInvoiceNumber(tx, "credit-note", NOW))).toBe("NC-2026-000001");
    // 31 December at 20:00 in Quebec is already 2027 in UTC: the business's year counts.
    expect(await db.transaction((tx) => takeInvoiceNumber(tx, "invoice", new Date("2027-01-01T01:00:00Z")))).toBe("F-2026-000003");
    expect(await db.transaction((tx) => takeInvoiceNumber(tx, "invoice", new Date("2027-01-01T06:00:00Z")))).toBe("F-2027-000001");
  });
});
