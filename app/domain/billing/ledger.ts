/**
 * The ledger of a rental's money (decisions.md, third round): every amount that moves is one
 * entry in integer cents, written once and never changed; what a customer owes and the deposit
 * the shop holds are sums of entries, never stored. An invoice issued adds to what is owed on it;
 * a credit note, a payment, and the deposit applied to it take away; a payment refunded adds back.
 * The deposit taken at the handover is held until it is applied to an invoice or given back.
 *
 * The rules that keep those sums honest are here, pure, so that a test can run them over any
 * sequence of operations (./ledger.test.ts): nothing is owed below zero (an overpayment is
 * refused: the shop takes what is owed and no more, a credit above the balance waits for the
 * payment to be refunded first), the deposit held never goes below zero, a payment is refunded
 * at most once over, an invoice is entered once. The data layer (app/db/ledger.server.ts) asks
 * `ledgerRefusal` under the rental's lock before it writes anything.
 */

export const LEDGER_KINDS = ["invoice", "credit-note", "payment", "payment-refund", "deposit-taken", "deposit-applied", "deposit-refunded"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Every way money moves: `on-account` (contractor accounts) and `stripe` (online, from the signed webhook) come with their features. */
export const PAYMENT_METHODS = ["card-terminal", "interac", "cash", "cheque", "transfer", "on-account", "stripe"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What staff record at the counter. */
export const COUNTER_PAYMENT_METHODS = ["card-terminal", "interac", "cash", "cheque", "transfer"] as const satisfies readonly PaymentMethod[];
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

/** The largest amount of one entry: the column is a 4-byte integer of cents (21 M$), and no rental comes near a million. */
export const MAX_ENTRY_CENTS = 100_000_000;

export type LedgerEntry = {
  id: number;
  kind: LedgerKind;
  amountCents: number;
  /** The invoice whose balance the entry moves (a credit note's entry: the invoice it corrects); null for the deposit's own movements. */
  invoiceId: string | null;
  /** A payment refunded: the payment. */
  refundsId: number | null;
};

/** +1: owed more on the entry's invoice; −1: owed less; 0: the deposit's own movements. */
export function owedSign(kind: LedgerKind): 1 | -1 | 0 {
  if (kind === "invoice" || kind === "payment-refund") return 1;
  if (kind === "credit-note" || kind === "payment" || kind === "deposit-applied") return -1;
  return 0;
}

/** +1: more deposit held; −1: less. */
export function depositSign(kind: LedgerKind): 1 | -1 | 0 {
  if (kind === "deposit-taken") return 1;
  return kind === "deposit-applied" || kind === "deposit-refunded" ? -1 : 0;
}

/** What the customer still owes on one invoice. */
export function invoiceBalance(entries: readonly LedgerEntry[], invoiceId: string): number {
  return entries.reduce((sum, entry) => (entry.invoiceId === invoiceId ? sum + owedSign(entry.kind) * entry.amountCents : sum), 0);
}

/** What the customer still owes on the whole rental (every invoice of it). */
export function rentalBalance(entries: readonly LedgerEntry[]): number {
  return entries.reduce((sum, entry) => sum + owedSign(entry.kind) * entry.amountCents, 0);
}

/** The deposit the shop still holds for the rental. */
export function depositHeld(entries: readonly LedgerEntry[]): number {
  return entries.reduce((sum, entry) => sum + depositSign(entry.kind) * entry.amountCents, 0);
}

/** What may still be refunded of a payment. */
export function refundableOf(entries: readonly LedgerEntry[], paymentId: number): number {
  const payment = entries.find((entry) => entry.id === paymentId && entry.kind === "payment");
  if (!payment) return 0;
  return entries.reduce((left, entry) => (entry.kind === "payment-refund" && entry.refundsId === paymentId ? left - entry.amountCents : left), payment.amountCents);
}

/** An entry asked for: what the ledger would record. */
export type LedgerProposal = Omit<LedgerEntry, "id">;

export type LedgerRefusal =
  /** Not a whole number of cents from 1 to MAX_ENTRY_CENTS. */
  | "amount"
  /** The invoice is not in the ledger (never issued, or another rental's). */
  | "no-invoice"
  /** The invoice is already in the ledger. */
  | "already-entered"
  /** More than the invoice's balance (payment, credit, deposit applied). */
  | "over-balance"
  /** More than the deposit held. */
  | "over-deposit"
  /** A refund of something that is not a payment of this invoice, or more than what is left of it. */
  | "over-payment";

/** Why the ledger would refuse this entry after `entries`, or null when it may be written. */
export function ledgerRefusal(entries: readonly LedgerEntry[], proposal: LedgerProposal): LedgerRefusal | null {
  const { kind, amountCents, invoiceId } = proposal;
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > MAX_ENTRY_CENTS) return "amount";
  const entered = (id: string | null) => id !== null && entries.some((entry) => entry.kind === "invoice" && entry.invoiceId === id);
  switch (kind) {
    case "invoice":
      return invoiceId === null ? "no-invoice" : entered(invoiceId) ? "already-entered" : null;
    case "deposit-taken":
      return null;
    case "deposit-refunded":
      return amountCents > depositHeld(entries) ? "over-deposit" : null;
    case "payment-refund": {
      if (!entered(invoiceId) || proposal.refundsId === null) return "no-invoice";
      const payment = entries.find((entry) => entry.id === proposal.refundsId);
      if (payment?.kind !== "payment" || payment.invoiceId !== invoiceId) return "over-payment";
      return amountCents > refundableOf(entries, payment.id) ? "over-payment" : null;
    }
    case "credit-note":
    case "payment":
    case "deposit-applied": {
      if (!entered(invoiceId)) return "no-invoice";
      if (amountCents > invoiceBalance(entries, invoiceId!)) return "over-balance";
      return kind === "deposit-applied" && amountCents > depositHeld(entries) ? "over-deposit" : null;
    }
  }
}
