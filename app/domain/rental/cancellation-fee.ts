/**
 * The fee of cancelling an accepted reservation (the cancellation policy): a
 * percentage of the accepted version's total, taxes included, counted from the handover time.
 * More than 48 h before it: free; 24 to 48 h: 25 %; less than 24 h: 50 %; after the handover
 * time without pickup (no-show): 100 %. Hours between two instants do not depend on the time
 * zone; the handover instant is made from its Quebec date and time (../business-clock.ts).
 */
import { CANCELLATION_FEE_24_48, CANCELLATION_FEE_NO_SHOW, CANCELLATION_FEE_UNDER_24, CANCELLATION_FREE_HOURS, CANCELLATION_PARTIAL_HOURS } from "../constants.ts";

export type CancellationBand = "free" | "24-48" | "under-24" | "no-show";

export type CancellationFee = { band: CancellationBand; percent: number; feeCents: number };

const HOUR_MS = 3_600_000;

export function cancellationBand(handoverAt: Date, now: Date): CancellationBand {
  const before = handoverAt.getTime() - now.getTime();
  if (before > CANCELLATION_FREE_HOURS * HOUR_MS) return "free";
  if (before >= CANCELLATION_PARTIAL_HOURS * HOUR_MS) return "24-48";
  if (before >= 0) return "under-24";
  return "no-show";
}

const RATE: Record<CancellationBand, number> = {
  free: 0,
  "24-48": CANCELLATION_FEE_24_48,
  "under-24": CANCELLATION_FEE_UNDER_24,
  "no-show": CANCELLATION_FEE_NO_SHOW,
};

/** The fee of cancelling at `now` a reservation whose accepted total is `totalCents` (taxes included). */
export function cancellationFee(input: { totalCents: number; handoverAt: Date; now: Date }): CancellationFee {
  const band = cancellationBand(input.handoverAt, input.now);
  const rate = RATE[band];
  return { band, percent: Math.round(rate * 100), feeCents: Math.round(input.totalCents * rate) };
}
