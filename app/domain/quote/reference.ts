/**
 * Readable references of requests (decisions.md): S-2026-000123 for a quote
 * (soumission), C-2026-000045 for a contact message. The number comes from a
 * database sequence (unique under concurrency, on every instance); the year is
 * the request's year in Quebec. Numbers never restart, so a reference stays
 * unique even without its year.
 */
/** The two kinds of request, in one table (the database column takes its values from here). */
export const SUBMISSION_TYPES = ["quote", "contact"] as const;

export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export const REFERENCE_PREFIX: Record<SubmissionType, string> = { quote: "S", contact: "C" };

const REFERENCE = /^([SC])-(\d{4})-(\d{6,})$/;

export function formatReference(type: SubmissionType, year: number, sequence: number): string {
  return `${REFERENCE_PREFIX[type]}-${year}-${String(sequence).padStart(6, "0")}`;
}

export function isReference(value: string): boolean {
  return REFERENCE.test(value);
}
