import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createTwoInstances, describeEachDatabase, SLOW_DATABASE_TEST_TIMEOUT } from "../../tests/support/databases.ts";
import { invoiceMail, rentalOut, returnedRental, TPS_NUMBER, TVQ_NUMBER } from "../../tests/support/invoice-fixture.ts";
import { pdfText } from "../../tests/support/pdf-text.ts";
import { quoteMail, sentQuote, STAFF_MEMBER } from "../../tests/support/sent-quote.ts";
import type { Db } from "./client.server.ts";
import { addDraftLine, createDraft, discardDraft, removeDraftLine, setDraftWaiver } from "./invoice-drafts.server.ts";
import { invoicePage } from "./invoice-page.server.ts";
import { invoices, ledgerEntries } from "./invoice-schema.ts";
import { issueCreditNote, issueInvoice, invoicePdfBytes } from "./invoices.server.ts";
import { applyDeposit, recordPayment, refundDeposit, refundPayment } from "./ledger.server.ts";
import { emailOutbox } from "./schema.ts";

/** Noon in Quebec, 15 December 2026: the numbers are 2026's. */
const NOW = new Date("2026-12-15T17:00:00Z");

async function draftOf(db: Db, reference: string) {
  return (await invoicePage(db, reference))!.draft!;
}

describeEachDatabase("invoices and payments", (current, kind) => {
  it("invoice a returned rental with its charges, then take two payments, apply part of the deposit, give back the rest and correct it with a credit note", async () => {
    const { db } = current();
    const rental = await returnedRental(db);
    const ids = { submissionId: rental.submissionId };

    // The draft: the accepted quote (2 × 1 925 $) and the return's charges, taxed as the quote.
    const created = await createDraft(db, { ...ids, source: "rental" }, STAFF_MEMBER, NOW);
    if (!created.ok) throw new Error(created.reason);
    const invoiceId = created.invoiceId;
    let draft = await draftOf(db, rental.reference);
    expect(draft.lines.map((line) => [line.kind, line.chargeKind, line.totalCents])).toEqual([
      ["rental", null, 385_000],
      ["charge", "extra-days", 70_000],
      ["charge", "cleaning", 4_500],
      ["charge", "damage", 12_050],
    ]);
    expect([draft.subtotalCents, draft.tpsCents, draft.tvqCents, draft.totalCents]).toEqual([471_550, 23_578, 47_037, 542_165]);
    expect(await createDraft(db, { ...ids, source: "blank" }, STAFF_MEMBER, NOW)).toEqual({ ok: false, reason: "draft-exists" });

    // A line of staff's own, the damage waiver at 10 % of the rental time (3 850 $ + 700 $), then declined.
    expect(await addDraftLine(db, { ...ids, invoiceId, line: { label: "Transport supplémentaire", quantity: 1, unitCents: 2_500 } }, NOW)).toMatchObject({ ok: true });
    expect(await setDraftWaiver(db, { ...ids, invoiceId, waiver: { percent: 10, note: null } }, NOW)).toMatchObject({ ok: true });
    draft = await draftOf(db, rental.reference);
    expect(draft.lines.map((line) => [line.kind, line.totalCents]).slice(-2)).toEqual([
      ["custom", 2_500],
      ["waiver", 45_500],
    ]);
    expect(draft.totalCents).toBe(519_550 + 25_978 + 51_825);
    expect(await setDraftWaiver(db, { ...ids, invoiceId, waiver: { percent: 0, note: "Refusée par le client : assuré par son entreprise" } }, NOW)).toMatchObject({ ok: true });
    const custom = (await draftOf(db, rental.reference)).lines.find((line) => line.kind === "custom")!;
    expect(await removeDraftLine(db, { ...ids, invoiceId, lineId: "nope" }, NOW)).toEqual({ ok: false, reason: "line-unknown" });
    expect(await removeDraftLine(db, { ...ids, invoiceId, lineId: custom.id }, NOW)).toMatchObject({ ok: true });
    draft = await draftOf(db, rental.reference);
    expect([draft.totalCents, draft.waiverPercent, draft.waiverNote]).toEqual([542_165, 0, "Refusée par le client : assuré par son entreprise"]);

    // Issued: refused without the tax numbers, then numbered, frozen, its PDF stored and e-mailed.
    expect(await issueInvoice(db, { ...ids, invoiceId }, STAFF_MEMBER, quoteMail, NOW)).toEqual({ ok: false, reason: "no-tax-numbers" });
    const issued = await issueInvoice(db, { ...ids, invoiceId }, STAFF_MEMBER, invoiceMail, NOW);
    if (!issued.ok) throw new Error(issued.reason);
    expect(issued.number).toBe("F-2026-000001");
    expect(issued.sha256).toBe(createHash("sha256").update(issued.pdf).digest("hex"));
    const text = (await pdfText(issued.pdf)).text;
    for (const words of [
      "FACTURE",
      "No F-2026-000001",
      `Location ${rental.reference}`,
      "Meuleuse planétaire Husqvarna PG 820",
      "Jours supplémentaires",
      "Nettoyage",
      "Dommages",
      "Garde fissurée",
      `No TPS : ${TPS_NUMBER}`,
      `No TVQ : ${TVQ_NUMBER}`,
      "4 715,50 $",
      "TPS (5 %)",
      "235,78 $",
      "TVQ (9,975 %)",
      "470,37 $",
      "5 421,65 $",
      "Refusée par le client",
    ])
      expect(text).toContain(words);
    expect(await issueInvoice(db, { ...ids, invoiceId }, STAFF_MEMBER, invoiceMail, NOW)).toEqual({ ok: false, reason: "not-draft" });
    await expect(db.update(invoices).set({ totalCents: 1 }).where(eq(invoices.id, invoiceId))).rejects.toThrow();
    await expect(db.delete(invoices).where(eq(invoices.id, invoiceId))).rejects.toThrow();
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "invoice-issued"), eq(emailOutbox.submissionId, rental.submissionId)));
    expect(mail).toMatchObject({ toAddress: "jean@example.com", subject: expect.stringContaining("F-2026-000001") });
    expect(mail!.attachments).toEqual([{ filename: "facture-F-2026-000001.pdf", contentType: "application/pdf", contentBase64: Buffer.from(issued.pdf).toString("base64") }]);
    expect(Buffer.from((await invoicePdfBytes(db, rental.reference, "F-2026-000001"))!.pdf)).toEqual(Buffer.from(issued.pdf));

    // First part at the terminal; never more than the balance.
    const terminal = await recordPayment(db, { ...ids, invoiceId, amountCents: 100_000, method: "card-terminal", reference: "AUTH 778812" }, STAFF_MEMBER, NOW);
    expect(terminal).toMatchObject({ ok: true });
    expect(await recordPayment(db, { ...ids, invoiceId, amountCents: 442_166, method: "transfer", reference: null }, STAFF_MEMBER, NOW)).toEqual({ ok: false, reason: "over-balance" });
    // The 500 $ deposit: 200 $ applied, 300 $ given back; never more than held.
    expect(await applyDeposit(db, { ...ids, invoiceId, amountCents: 50_001 }, STAFF_MEMBER, NOW)).toEqual({ ok: false, reason: "over-deposit" });
    expect(await applyDeposit(db, { ...ids, invoiceId, amountCents: 20_000 }, STAFF_MEMBER, NOW)).toMatchObject({ ok: true });
    expect(await refundDeposit(db, { ...ids, amountCents: 30_001, method: "cash", reference: null, reason: "Reste du dépôt" }, STAFF_MEMBER, NOW)).toEqual({ ok: false, reason: "over-deposit" });
    expect(await refundDeposit(db, { ...ids, amountCents: 30_000, method: "cash", reference: null, reason: "Reste du dépôt" }, STAFF_MEMBER, NOW)).toMatchObject({ ok: true });

    // A credit note of 20 $ before taxes (23 $ with them), numbered in its own series.
    expect(await issueCreditNote(db, { ...ids, invoiceId, credit: { scope: { kind: "partial", subtotalCents: 471_551 }, reason: "Trop" } }, STAFF_MEMBER, invoiceMail, NOW)).toEqual({
      ok: false,
      reason: "over-invoice",
    });
    const credit = await issueCreditNote(db, { ...ids, invoiceId, credit: { scope: { kind: "partial", subtotalCents: 2_000 }, reason: "Nettoyage en partie offert" } }, STAFF_MEMBER, invoiceMail, NOW);
    if (!credit.ok) throw new Error(credit.reason);
    expect(credit.number).toBe("NC-2026-000001");
    const creditText = (await pdfText(credit.pdf)).text;
    for (const words of ["NOTE DE CRÉDIT", "Corrige la facture F-2026-000001", "Nettoyage en partie offert", "20,00 $", "1,00 $", "2,00 $", "23,00 $"]) expect(creditText).toContain(words);

    // The rest by transfer: nothing owed. A credit above the balance waits for a refund.
    let page = (await invoicePage(db, rental.reference))!;
    expect(page.issued.map((doc) => [doc.number, doc.totalCents, doc.balanceCents, doc.corrects])).toEqual([
      ["F-2026-000001", 542_165, 542_165 - 100_000 - 20_000 - 2_300, null],
      ["NC-2026-000001", 2_300, 0, "F-2026-000001"],
    ]);
    expect(page.depositHeldCents).toBe(0);
    expect(await recordPayment(db, { ...ids, invoiceId, amountCents: 419_865, method: "transfer", reference: "Virement 5521" }, STAFF_MEMBER, NOW)).toMatchObject({ ok: true });
    expect(await issueCreditNote(db, { ...ids, invoiceId, credit: { scope: { kind: "full" }, reason: "Annulée" } }, STAFF_MEMBER, invoiceMail, NOW)).toEqual({ ok: false, reason: "over-balance" });
    expect(await refundPayment(db, { ...ids, paymentId: terminal.ok ? terminal.entryId : 0, amountCents: 100_001, reason: "Erreur" }, STAFF_MEMBER, NOW)).toEqual({
      ok: false,
      reason: "over-payment",
    });
    expect(await refundPayment(db, { ...ids, paymentId: terminal.ok ? terminal.entryId : 0, amountCents: 5_000, reason: "Erreur de saisie" }, STAFF_MEMBER, NOW)).toMatchObject({ ok: true });
    page = (await invoicePage(db, rental.reference))!;
    expect([page.balanceCents, page.depositHeldCents]).toEqual([5_000, 0]);
    expect(page.ledger.map((entry) => [entry.kind, entry.amountCents, entry.method, entry.invoiceNumber])).toEqual([
      ["deposit-taken", 50_000, "cash", null],
      ["invoice", 542_165, null, "F-2026-000001"],
      ["payment", 100_000, "card-terminal", "F-2026-000001"],
      ["deposit-applied", 20_000, null, "F-2026-000001"],
      ["deposit-refunded", 30_000, "cash", null],
      ["credit-note", 2_300, null, "F-2026-000001"],
      ["payment", 419_865, "transfer", "F-2026-000001"],
      ["payment-refund", 5_000, "card-terminal", "F-2026-000001"],
    ]);
    expect(page.ledger.find((entry) => entry.id === (terminal.ok ? terminal.entryId : 0))?.refundableCents).toBe(95_000);

    // The ledger is only added to.
    await expect(db.update(ledgerEntries).set({ amountCents: 1 }).where(eq(ledgerEntries.submissionId, rental.submissionId))).rejects.toThrow();
    await expect(db.delete(ledgerEntries).where(eq(ledgerEntries.submissionId, rental.submissionId))).rejects.toThrow();
  });

  it("invoices before the return from an empty draft (a deposit, a period), refuses an empty one, and gives no number to a discarded one", async () => {
    const { db } = current();
    const rental = await rentalOut(db, { lang: "en" });
    const ids = { submissionId: rental.submissionId };
    const blank = await createDraft(db, { ...ids, source: "blank" }, STAFF_MEMBER, NOW);
    if (!blank.ok) throw new Error(blank.reason);
    expect(await issueInvoice(db, { ...ids, invoiceId: blank.invoiceId }, STAFF_MEMBER, invoiceMail, NOW)).toEqual({ ok: false, reason: "empty" });
    expect(await discardDraft(db, { ...ids, invoiceId: blank.invoiceId })).toMatchObject({ ok: true });
    expect((await invoicePage(db, rental.reference))!.draft).toBeNull();

    const period = await createDraft(db, { ...ids, source: "blank" }, STAFF_MEMBER, NOW);
    if (!period.ok) throw new Error(period.reason);
    expect(await addDraftLine(db, { ...ids, invoiceId: period.invoiceId, line: { label: "Location, 28 premiers jours", quantity: 1, unitCents: 300_000 } }, NOW)).toMatchObject({ ok: true });
    const issued = await issueInvoice(db, { ...ids, invoiceId: period.invoiceId }, STAFF_MEMBER, invoiceMail, NOW);
    expect(issued).toMatchObject({ ok: true, number: "F-2026-000001" });
    if (!issued.ok) return;
    // The customer's language: the English invoice.
    const text = (await pdfText(issued.pdf)).text;
    for (const words of ["INVOICE", "No. F-2026-000001", "Location, 28 premiers jours", `GST No. ${TPS_NUMBER}`, `QST No. ${TVQ_NUMBER}`, "$3,000.00", "$150.00", "$299.25", "$3,449.25"])
      expect(text).toContain(words);
    // A draft issued is no longer one: it cannot be discarded, nor changed.
    expect(await discardDraft(db, { ...ids, invoiceId: period.invoiceId })).toEqual({ ok: false, reason: "not-draft" });
    expect(await addDraftLine(db, { ...ids, invoiceId: period.invoiceId, line: { label: "Encore", quantity: 1, unitCents: 100 } }, NOW)).toEqual({ ok: false, reason: "not-draft" });
    // A payment to another rental's invoice, or to no invoice, finds nothing.
    expect(await recordPayment(db, { ...ids, invoiceId: "not-a-uuid", amountCents: 100, method: "cash", reference: null }, STAFF_MEMBER, NOW)).toEqual({ ok: false, reason: "no-invoice" });
  });

  it(
    "takes the balance once when two instances record it at the same moment, and the deposit once",
    async () => {
      const instances = await createTwoInstances(kind);
      try {
        const rental = await rentalOut(instances.first);
        const ids = { submissionId: rental.submissionId };
        const draft = await createDraft(instances.first, { ...ids, source: "rental" }, STAFF_MEMBER, NOW);
        if (!draft.ok) throw new Error(draft.reason);
        const issued = await issueInvoice(instances.first, { ...ids, invoiceId: draft.invoiceId }, STAFF_MEMBER, invoiceMail, NOW);
        if (!issued.ok) throw new Error(issued.reason);
        const balance = (await invoicePage(instances.first, rental.reference))!.balanceCents;
        const payments = await Promise.all(
          [instances.first, instances.second].map((db) => recordPayment(db, { ...ids, invoiceId: draft.invoiceId, amountCents: balance, method: "cash", reference: null }, STAFF_MEMBER, NOW)),
        );
        expect(payments.map((outcome) => outcome.ok).sort()).toEqual([false, true]);
        const refunds = await Promise.all(
          [instances.first, instances.second].map((db) => refundDeposit(db, { ...ids, amountCents: 50_000, method: "cash", reference: null, reason: "Retour" }, STAFF_MEMBER, NOW)),
        );
        expect(refunds.map((outcome) => (outcome.ok ? "ok" : outcome.reason)).sort()).toEqual(["ok", "over-deposit"]);
        const page = (await invoicePage(instances.second, rental.reference))!;
        expect([page.balanceCents, page.depositHeldCents]).toEqual([0, 0]);
      } finally {
        await instances.close();
      }
    },
    SLOW_DATABASE_TEST_TIMEOUT,
  );

  it("refuses to invoice a quote the customer has not accepted", async () => {
    const { db } = current();
    const quoted = await sentQuote(db);
    expect(await createDraft(db, { submissionId: quoted.submissionId, source: "blank" }, STAFF_MEMBER, NOW)).toEqual({ ok: false, reason: "not-rented" });
    expect(await createDraft(db, { submissionId: "00000000-0000-4000-8000-000000000000", source: "rental" }, STAFF_MEMBER, NOW)).toEqual({ ok: false, reason: "not-found" });
  });
});
