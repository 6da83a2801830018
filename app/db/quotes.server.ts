/**
 * The quote lifecycle: staff prepare and send versions; the customer (or staff, for
 * an answer given by phone) accepts, declines or cancels through the private link. The pages'
 * one entry: each act lives in its own module, named below. Every act runs in ONE transaction
 * with its status change (history row: who or what, when, from, to) and its e-mails in the
 * outbox.
 *
 * Statuses: new / in_progress → quoted (sent) → accepted → completed (returned), or declined,
 * cancelled, expired (the job). Times are Quebec's (America/Toronto).
 */
export type { AnswerRefusal, DraftErrors, DraftProblem, QuoteDraftInput, QuoteEditorState, QuoteExtraInput, QuoteLineInput, QuoteLinkView, QuoteResponseView } from "./quote-types.ts";
export type { QuoteMail } from "./quote-records.server.ts";

/** Prepare: the editor's state (saved draft or prefill) and the draft's save, checked and priced by the server. */
export { quoteEditor, saveQuoteDraft } from "./quote-drafts.server.ts";
/** Send: the draft becomes the immutable version, the link's token is made once, the e-mail with link and PDF is queued. */
export { sendQuote, quoteTokenOf, type SendOutcome } from "./quote-sending.server.ts";
/** The private link's view at a moment. */
export { quoteForLink } from "./quote-link.server.ts";
/** The answers: accept (reserves the units), decline, cancel (the policy's fee or staff's waiver), ask for other dates. */
export { acceptQuote, cancelReservation, declineQuote, requestDateChange, ANSWER_LIMITS } from "./quote-answers.server.ts";
/** Staff on an accepted reservation: extend it, mark the equipment returned. */
export { extendReservation, markReturned } from "./quote-fulfilment.server.ts";
/** The expiry job (server/background.ts): safe on several instances. */
export { expireQuotes } from "./quote-expiry.server.ts";
