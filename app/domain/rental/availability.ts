/**
 * Units free on a day (decisions.md second round) = the product's fleet − units
 * reserved that day − units blocked that day. A reservation's hold runs from its start to its
 * end plus the turnaround (the database stores that last day as `hold_until`); "unavailable
 * until" blocks every unit on the days before its date. A new reservation fits only if its
 * whole range, turnaround included, has the units free on every day. Pure: the database
 * module (app/db/reservations.server.ts) reads the holds and decides under a lock.
 */
import { addDays, rentalDayCount } from "./rental-dates.ts";

/** Units held from `start` to `end`, both included (a reservation: end = hold_until). */
export type Hold = { start: string; end: string; units: number };

export type FleetState = {
  fleet: number;
  /** Back on this day; no unit before it. */
  unavailableUntil: string | null;
  holds: readonly Hold[];
};

export type DayAvailability = { date: string; free: number };

/** Units free on each day from `from` to `to` (both included), never below 0. */
export function unitsFreeByDay(state: FleetState, from: string, to: string): DayAvailability[] {
  const days = Math.max(0, rentalDayCount(from, to));
  const out: DayAvailability[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    if (state.unavailableUntil && date < state.unavailableUntil) {
      out.push({ date, free: 0 });
      continue;
    }
    const held = state.holds.reduce((sum, h) => (h.start <= date && date <= h.end ? sum + h.units : sum), 0);
    out.push({ date, free: Math.max(0, state.fleet - held) });
  }
  return out;
}

/** The fewest units free on any day of the range (the most one reservation may take). */
export function unitsFreeThroughout(state: FleetState, from: string, to: string): number {
  const days = unitsFreeByDay(state, from, to);
  return days.length === 0 ? 0 : Math.min(...days.map((d) => d.free));
}

/** The range a rental holds: its start to its end plus the turnaround. */
export function holdRange(start: string, end: string, turnaroundDays: number): { start: string; end: string } {
  return { start, end: addDays(end, Math.max(0, turnaroundDays)) };
}

/** Whether `units` more fit from `start` to `end` with the turnaround. */
export function fits(state: FleetState, request: { start: string; end: string; units: number; turnaroundDays: number }): boolean {
  const range = holdRange(request.start, request.end, request.turnaroundDays);
  return unitsFreeThroughout(state, range.start, range.end) >= request.units;
}

/**
 * The first start date on or after `from` (within `searchDays`) from which the same rental
 * (same length, same units) fits; null when none does ("Disponible à partir du 15 décembre").
 */
export function firstFittingStart(state: FleetState, request: { from: string; lengthDays: number; units: number; turnaroundDays: number }, searchDays = 180): string | null {
  for (let i = 0; i <= searchDays; i++) {
    const start = addDays(request.from, i);
    const end = addDays(start, Math.max(1, request.lengthDays) - 1);
    if (fits(state, { start, end, units: request.units, turnaroundDays: request.turnaroundDays })) return start;
  }
  return null;
}
