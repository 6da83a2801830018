/**
 * The statuses of a quote request or contact message (spec 4, decisions.md "Accounts and
 * staff"), in the order the dashboard offers them. The database column, the dashboard, the
 * customer's request list and the status e-mail all take them from here.
 */
export const REQUEST_STATUSES = ["new", "in_progress", "completed"] as const;

export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === "string" && (REQUEST_STATUSES as readonly string[]).includes(value);
}
