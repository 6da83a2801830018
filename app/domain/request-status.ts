/**
 * The statuses of a quote request or contact message (spec 4; decisions.md second round: the
 * lifecycle of quote requests), in the order the dashboard offers them. The database column,
 * the dashboard, the customer's request list and the status e-mail all take them from here.
 *
 * Quote requests: new → in_progress → quoted → accepted → completed, or declined, cancelled,
 * expired. Contact messages keep their three statuses (CONTACT_STATUSES).
 */
export const REQUEST_STATUSES = ["new", "in_progress", "quoted", "accepted", "completed", "declined", "cancelled", "expired"] as const;

export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A contact message is new, being handled or completed: nothing else applies to it. */
export const CONTACT_STATUSES = ["new", "in_progress", "completed"] as const satisfies readonly RequestStatus[];

/**
 * The statuses staff may set by hand from the dashboard's status control. The others are the
 * outcome of an act with its own checks (sending a quote, the customer's acceptance, the
 * expiry job, a cancellation, the equipment's return): app/db/quotes.server.ts.
 */
export const MANUAL_QUOTE_STATUSES = ["new", "in_progress", "completed"] as const satisfies readonly RequestStatus[];

/**
 * What the dashboard's status control offers (and its action accepts) for a request of this
 * kind in its current status: the contact statuses for a message, MANUAL_QUOTE_STATUSES for a
 * quote, and nothing while a reservation holds units (its return or its cancellation, each
 * with its own checks, moves it on).
 */
export function manualStatusesFor(type: "quote" | "contact", current: RequestStatus): readonly RequestStatus[] {
  if (type === "contact") return CONTACT_STATUSES;
  return current === "accepted" ? [] : MANUAL_QUOTE_STATUSES;
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === "string" && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** The statuses a request of this kind may have. */
export function statusesFor(type: "quote" | "contact"): readonly RequestStatus[] {
  return type === "contact" ? CONTACT_STATUSES : REQUEST_STATUSES;
}

/** A quote still waiting for the customer's answer, or not yet sent. */
export const OPEN_QUOTE_STATUSES = ["new", "in_progress", "quoted"] as const satisfies readonly RequestStatus[];
/** Nothing more happens to a request in these statuses (but staff may reopen by hand). */
export const FINAL_STATUSES = ["completed", "declined", "cancelled", "expired"] as const satisfies readonly RequestStatus[];
