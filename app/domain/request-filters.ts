/**
 * The staff dashboard's filters, read from a URL's query (the dashboard and the
 * CSV export share them): pure, unit-tested with the queries that use them
 * (app/db/admin-requests.server.test.ts).
 */
import type { SubmissionType } from "./quote/reference.ts";
import { isRequestStatus, statusesFor, type RequestStatus } from "./request-status.ts";
import { hasControlCharacter } from "./validation/fields.ts";

export type RequestType = SubmissionType;
const REQUEST_TYPES: readonly RequestType[] = ["quote", "contact"];

export function isRequestType(value: unknown): value is RequestType {
  return typeof value === "string" && (REQUEST_TYPES as readonly string[]).includes(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

export type RequestFilters = {
  status?: RequestStatus;
  type?: RequestType;
  /** Quebec calendar days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  /** Searched in reference, name, e-mail and company, ignoring case and accents. */
  q?: string;
  page: number;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
function isoDay(value: string | null): string | undefined {
  if (!value || !ISO_DAY.test(value)) return undefined;
  const date = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? undefined : value;
}

/**
 * Whether a dashboard or export query can be read at all: no control character in
 * any value (PostgreSQL refuses NUL in a search). Refused, not ignored like the
 * odd values below: the form never sends one, and dropping it would silently show
 * every request instead of the search asked for.
 */
export function isReadableQuery(params: URLSearchParams): boolean {
  return ![...params.values()].some((value) => hasControlCharacter(value));
}

/**
 * Filters from a URL's query; anything invalid is ignored rather than refused (a hand-edited URL
 * still shows a list). A status the chosen type cannot have (a contact message is never
 * "quoted") is dropped too: the list shows the type's requests rather than an empty page.
 */
export function parseRequestFilters(params: URLSearchParams): RequestFilters {
  const status = params.get("status");
  const type = params.get("type");
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const typeFilter = isRequestType(type) ? type : undefined;
  const statusFilter = isRequestStatus(status) && (!typeFilter || statusesFor(typeFilter).includes(status)) ? status : undefined;
  return {
    status: statusFilter,
    type: typeFilter,
    from: isoDay(params.get("from")),
    to: isoDay(params.get("to")),
    q: q || undefined,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}
