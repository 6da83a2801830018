import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { depositHeld, invoiceBalance, ledgerRefusal, MAX_ENTRY_CENTS, refundableOf, rentalBalance, type LedgerEntry, type LedgerProposal } from "./ledger.ts";

const entry = (id: number, kind: LedgerEntry["kind"], amountCents: number, invoiceId: string | null = null, refundsId: number | null = null): LedgerEntry => ({
  id,
  kind,
  amountCents,
  invoiceId,
  refundsId,
});

describe("the ledger's balances", () => {
  it("follow an invoice paid in two parts, with the deposit partly applied and the rest given back", () => {
    const entries = [
      entry(1, "deposit-taken", 50_000),
      entry(2, "invoice", 118_729, "F1"),
      entry(3, "payment", 10_000, "F1"),
      entry(4, "credit-note", 2_299, "F1"),
      entry(5, "deposit-applied", 20_000, "F1"),
      entry(6, "deposit-refunded", 30_000),
    ];
    expect(invoiceBalance(entries, "F1")).toBe(118_729 - 10_000 - 2_299 - 20_000);
    expect(depositHeld(entries)).toBe(0);
    expect(ledgerRefusal(entries, { kind: "payment", amountCents: 86_430, invoiceId: "F1", refundsId: null })).toBeNull();
    // An overpayment, a deposit no longer held, a refund of more than was paid: refused.
    expect(ledgerRefusal(entries, { kind: "payment", amountCents: 86_431, invoiceId: "F1", refundsId: null })).toBe("over-balance");
    expect(ledgerRefusal(entries, { kind: "deposit-refunded", amountCents: 1, invoiceId: null, refundsId: null })).toBe("over-deposit");
    expect(ledgerRefusal(entries, { kind: "payment-refund", amountCents: 10_001, invoiceId: "F1", refundsId: 3 })).toBe("over-payment");
    expect(ledgerRefusal(entries, { kind: "payment-refund", amountCents: 10_000, invoiceId: "F1", refundsId: 3 })).toBeNull();
    // A payment of another invoice, of an invoice never entered, an invoice entered twice, a cent fraction.
    expect(ledgerRefusal(entries, { kind: "payment-refund", amountCents: 100, invoiceId: "F2", refundsId: 3 })).toBe("no-invoice");
    expect(ledgerRefusal(entries, { kind: "payment", amountCents: 100, invoiceId: "F2", refundsId: null })).toBe("no-invoice");
    expect(ledgerRefusal(entries, { kind: "invoice", amountCents: 100, invoiceId: "F1", refundsId: null })).toBe("already-entered");
    expect(ledgerRefusal(entries, { kind: "payment", amountCents: 0.5, invoiceId: "F1", refundsId: null })).toBe("amount");
  });
});

/** What staff may try, on the invoices and payments already there (an index past the end names something unknown). */
type Operation =
  | { op: "issue"; amount: Amount }
  | { op: "re-enter"; invoice: number }
  | { op: "credit" | "pay" | "apply-deposit"; invoice: number; amount: Amount }
  | { op: "refund-payment"; payment: number; amount: Amount }
  | { op: "take-deposit" | "refund-deposit"; amount: Amount };

/** A number of cents, an amount no ledger takes, or exactly what is left (to reach zero often). */
type Amount = number | "all";

const amount: fc.Arbitrary<Amount> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 150_000 }) },
  { weight: 3, arbitrary: fc.constant("all" as const) },
  { weight: 1, arbitrary: fc.constantFrom(0, -100, 12.5, MAX_ENTRY_CENTS + 1) },
);
const index = fc.integer({ min: 0, max: 6 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ op: fc.constant("issue" as const), amount }),
  fc.record({ op: fc.constant("re-enter" as const), invoice: index }),
  fc.record({ op: fc.constantFrom("credit" as const, "pay" as const, "apply-deposit" as const), invoice: index, amount }),
  fc.record({ op: fc.constant("refund-payment" as const), payment: index, amount }),
  fc.record({ op: fc.constantFrom("take-deposit" as const, "refund-deposit" as const), amount }),
);

/**
 * The same bookkeeping done by hand, one operation at a time: what each invoice owes, the deposit
 * held, what is left of each payment. The ledger's sums over its entries must agree with it.
 */
type Model = { owed: Map<string, number>; held: number; paid: Map<number, { invoice: string; left: number }> };

describe("the ledger over any sequence of invoices, credit notes, payments, deposits and refunds", () => {
  it("conserves every sum, counts nothing twice, and never lets a balance or the deposit held go below zero", () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 60 }), (operations) => {
        const entries: LedgerEntry[] = [];
        const model: Model = { owed: new Map(), held: 0, paid: new Map() };
        const invoices: string[] = [];
        const payments: number[] = [];
        for (const step of operations) {
          const invoiceAt = (i: number) => invoices[i] ?? `unknown-${i}`;
          const paymentAt = (i: number) => payments[i] ?? 10_000 + i;
          let proposal: LedgerProposal;
          let left: number;
          switch (step.op) {
            case "issue":
              proposal = { kind: "invoice", amountCents: 0, invoiceId: `F${invoices.length + 1}`, refundsId: null };
              left = MAX_ENTRY_CENTS;
              break;
            case "re-enter":
              // An invoice already in the ledger, entered again.
              if (invoices.length === 0) continue;
              proposal = { kind: "invoice", amountCents: 100, invoiceId: invoices[step.invoice % invoices.length]!, refundsId: null };
              left = 100;
              break;
            case "credit":
            case "pay":
            case "apply-deposit": {
              const invoiceId = invoiceAt(step.invoice);
              proposal = { kind: step.op === "credit" ? "credit-note" : step.op === "pay" ? "payment" : "deposit-applied", amountCents: 0, invoiceId, refundsId: null };
              left = Math.min(model.owed.get(invoiceId) ?? 0, step.op === "apply-deposit" ? model.held : Infinity);
              break;
            }
            case "refund-payment": {
              const paymentId = paymentAt(step.payment);
              const payment = model.paid.get(paymentId);
              proposal = { kind: "payment-refund", amountCents: 0, invoiceId: payment?.invoice ?? invoiceAt(0), refundsId: paymentId };
              left = payment?.left ?? 0;
              break;
            }
            case "take-deposit":
              proposal = { kind: "deposit-taken", amountCents: 0, invoiceId: null, refundsId: null };
              left = MAX_ENTRY_CENTS;
              break;
            case "refund-deposit":
              proposal = { kind: "deposit-refunded", amountCents: 0, invoiceId: null, refundsId: null };
              left = model.held;
              break;
          }
          const cents = "amount" in step ? (step.amount === "all" ? left : step.amount) : proposal.amountCents;
          proposal = { ...proposal, amountCents: cents };

          // The model's own answer: a whole, positive amount no more than what is left, on something that exists.
          const validAmount = Number.isInteger(cents) && cents >= 1 && cents <= MAX_ENTRY_CENTS;
          const exists =
            step.op === "issue" || step.op === "take-deposit" || step.op === "refund-deposit"
              ? true
              : step.op === "refund-payment"
                ? model.paid.has(proposal.refundsId!)
                : step.op === "re-enter"
                  ? false
                  : model.owed.has(proposal.invoiceId!);
          const modelAccepts = validAmount && exists && cents <= left;
          const refusal = ledgerRefusal(entries, proposal);
          expect(refusal === null, `${step.op} ${cents}: ${refusal}`).toBe(modelAccepts);
          if (refusal !== null) continue;

          const id = entries.length + 1;
          entries.push({ id, ...proposal });
          switch (proposal.kind) {
            case "invoice":
              invoices.push(proposal.invoiceId!);
              model.owed.set(proposal.invoiceId!, cents);
              break;
            case "credit-note":
              model.owed.set(proposal.invoiceId!, model.owed.get(proposal.invoiceId!)! - cents);
              break;
            case "payment":
              model.owed.set(proposal.invoiceId!, model.owed.get(proposal.invoiceId!)! - cents);
              model.paid.set(id, { invoice: proposal.invoiceId!, left: cents });
              payments.push(id);
              break;
            case "payment-refund": {
              const payment = model.paid.get(proposal.refundsId!)!;
              payment.left -= cents;
              model.owed.set(payment.invoice, model.owed.get(payment.invoice)! + cents);
              break;
            }
            case "deposit-taken":
              model.held += cents;
              break;
            case "deposit-applied":
              model.held -= cents;
              model.owed.set(proposal.invoiceId!, model.owed.get(proposal.invoiceId!)! - cents);
              break;
            case "deposit-refunded":
              model.held -= cents;
              break;
          }

          // The ledger's sums are the model's.
          for (const invoiceId of invoices) expect(invoiceBalance(entries, invoiceId)).toBe(model.owed.get(invoiceId));
          expect(depositHeld(entries)).toBe(model.held);
          for (const [paymentId, payment] of model.paid) expect(refundableOf(entries, paymentId)).toBe(payment.left);
        }

        // Nothing below zero.
        for (const invoiceId of invoices) expect(invoiceBalance(entries, invoiceId)).toBeGreaterThanOrEqual(0);
        expect(depositHeld(entries)).toBeGreaterThanOrEqual(0);
        for (const paymentId of payments) expect(refundableOf(entries, paymentId)).toBeGreaterThanOrEqual(0);

        // Conserved: every entry counts once, in one invoice's balance or in the deposit held.
        const sum = (kind: LedgerEntry["kind"]) => entries.filter((e) => e.kind === kind).reduce((s, e) => s + e.amountCents, 0);
        const owed = rentalBalance(entries);
        expect(invoices.reduce((s, invoiceId) => s + invoiceBalance(entries, invoiceId), 0)).toBe(owed);
        expect(owed).toBe(sum("invoice") - sum("credit-note") - sum("payment") + sum("payment-refund") - sum("deposit-applied"));
        expect(depositHeld(entries)).toBe(sum("deposit-taken") - sum("deposit-applied") - sum("deposit-refunded"));
        // The money in the shop's hands is what was settled of the invoices plus the deposit it holds.
        const cashIn = sum("payment") - sum("payment-refund") + sum("deposit-taken") - sum("deposit-refunded");
        expect(cashIn).toBe(sum("invoice") - sum("credit-note") - owed + depositHeld(entries));
        // Each invoice entered once.
        expect(new Set(entries.filter((e) => e.kind === "invoice").map((e) => e.invoiceId)).size).toBe(invoices.length);
      }),
      { numRuns: 400 },
    );
  });
});
