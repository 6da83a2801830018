/**
 * The shapes of the quote lifecycle's data contract, re-exported by
 * ./quotes.server.ts: what the staff editor, the private link and the profile read.
 */
import type { CancellationFee } from "../domain/rental/cancellation-fee.ts";
import type { QuoteDocument, QuoteExtraKind } from "../domain/rental/quote-document.ts";
import type { RequestStatus } from "../domain/request-status.ts";
import type { QuoteDraftInput } from "../domain/quote/quote-draft.ts";
import type { Lang } from "../i18n/index.ts";
import type { ProductAvailability } from "./reservations.server.ts";

export type { DraftErrors, DraftProblem, QuoteDraftInput, QuoteExtraInput, QuoteLineInput } from "../domain/quote/quote-draft.ts";

/** The editor's state: the saved draft, or a new one prefilled from the request (its lines, dates, delivery estimate). */
export type QuoteEditorState = {
  submissionId: string;
  reference: string;
  status: RequestStatus;
  lang: Lang;
  /** The draft as saved (or prefilled), priced by the server. */
  draft: QuoteDraftInput;
  priced: QuoteDocument;
  saved: boolean;
  /** Live availability of each rented line of the draft (by position; null for an item for sale or a line without valid dates). */
  availability: (ProductAvailability | null)[];
  /** Sent versions, newest first. */
  versions: QuoteDocument[];
  /** Suggested extras' prices from the back office (diamond discs 39 $, operator 100 $/h…). */
  extraPrices: { kind: QuoteExtraKind; label: { fr: string; en: string }; unitPrice: number }[];
};

export type QuoteResponseView = {
  kind: "accepted" | "declined" | "cancelled" | "date-change" | "extended" | "returned" | "expired";
  actor: "customer" | "staff" | "system";
  actorName: string;
  version: number;
  at: Date;
  /** Decline reason, date-change message, the name given by phone (staff acceptance), an extension's new end date (YYYY-MM-DD). */
  reason: string | null;
  feePercent: number | null;
  feeAmount: number | null;
  feeWaived: string | null;
};

/** What the private link shows. */
export type QuoteLinkView = {
  submissionId: string;
  reference: string;
  lang: Lang;
  status: RequestStatus;
  customerName: string;
  /** The latest sent version (the one the customer may accept). */
  current: QuoteDocument;
  /** Availability of each rented line of `current` now (open quotes only). */
  availability: (ProductAvailability | null)[];
  responses: QuoteResponseView[];
  /** What the link offers at `now`. */
  can: { accept: boolean; decline: boolean; cancel: boolean; requestDateChange: boolean };
  /** The fee if cancelled at `now` (accepted quotes only). */
  cancellationPreview: CancellationFee | null;
  /** The accepted version's number, if any. */
  acceptedVersion: number | null;
  /** `current` may no longer be accepted at `now` (validity over, or its first day come), whether or not the job has marked it. */
  expired: boolean;
  /** The last day (YYYY-MM-DD) the link shows the quote; after it the link answers not found. */
  openUntil: string;
};

/** Why an answer on the link is refused ("invalid": a name, reason or message missing or too long). */
export type AnswerRefusal = "not-found" | "superseded" | "not-open" | "expired" | "unavailable" | "too-late" | "invalid";
