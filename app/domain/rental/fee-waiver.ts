/**
 * Staff may waive a cancellation fee for the policy's exceptions only (the
 * cancellation policy): extreme weather, the company's equipment failure, a documented medical
 * emergency, force majeure, each with what happened in staff's words. The reason recorded (and
 * e-mailed to the customer) reads "<exception> — <details>", in the customer's language.
 */
export const FEE_WAIVER_EXCEPTIONS = ["extreme-weather", "equipment-failure", "medical-emergency", "force-majeure"] as const;
export type FeeWaiverException = (typeof FEE_WAIVER_EXCEPTIONS)[number];

/** The details' length: with the exception's name, the recorded reason stays within the data layer's 300 characters. */
export const WAIVER_DETAILS_MAX = 240;

export function isFeeWaiverException(value: unknown): value is FeeWaiverException {
  return typeof value === "string" && (FEE_WAIVER_EXCEPTIONS as readonly string[]).includes(value);
}

/** The recorded reason: the exception's name (in the customer's language) and staff's details. */
export function feeWaiverReason(exceptionLabel: string, details: string): string {
  return `${exceptionLabel} — ${details.trim()}`;
}
