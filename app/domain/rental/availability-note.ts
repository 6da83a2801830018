/**
 * What the customer is told about a rented line's availability for its dates:
 * "3 disponibles du 4 au 12 décembre", "Seulement 1 disponible du 4 au 12 décembre",
 * "Disponible à partir du 15 décembre", or nothing free within the search (call us).
 * Pure: the figures come from the reservations (app/db/reservations.server.ts).
 */
export type AvailabilityNote = { kind: "available"; count: number } | { kind: "only"; count: number; from: string | null } | { kind: "from"; date: string } | { kind: "none" };

/**
 * `free`: units free on every day of the range (turnaround included); `firstFittingStart`: the
 * first start from which the asked units fit for the same length (null: none found).
 */
export function availabilityNote(found: { free: number; firstFittingStart: string | null; start: string }, units: number): AvailabilityNote {
  const later = found.firstFittingStart && found.firstFittingStart !== found.start ? found.firstFittingStart : null;
  if (found.free >= units) return { kind: "available", count: found.free };
  if (found.free > 0) return { kind: "only", count: found.free, from: later };
  return later ? { kind: "from", date: later } : { kind: "none" };
}
