/**
 * The availability of a request's lines for their dates, for the quote page's
 * estimate route and the product page: from the reservations and unit blocks
 * (app/db/reservations.server.ts), one read for all the lines. Items for sale have no fleet,
 * lines without dates have nothing to check: both answer null. Nothing is reserved here.
 */
import type { Db } from "../db/client.server.ts";
import { availabilityByLine, type AvailabilityQuery } from "../db/reservations.server.ts";
import { findProduct, isSoldItem } from "../domain/catalogue/catalogue.ts";
import type { Catalogue } from "../domain/catalogue/types.ts";
import type { EstimateLine, LineAvailability } from "../domain/quote/estimate-query.ts";

export async function linesAvailability(db: Db, catalogue: Catalogue, lines: readonly EstimateLine[]): Promise<(LineAvailability | null)[]> {
  const queries = lines.map((line): AvailabilityQuery | null => {
    const product = findProduct(catalogue, line.productId);
    if (!product || isSoldItem(catalogue, product) || !line.range) return null;
    return { productId: line.productId, start: line.range.start, end: line.range.end, units: line.units };
  });
  const asked = queries.filter((query) => query !== null);
  if (asked.length === 0) return lines.map(() => null);
  const found = await availabilityByLine(db, asked);
  let next = 0;
  return queries.map((query) => {
    if (!query) return null;
    const availability = found[next++];
    if (!availability || availability.fleet === null) return null;
    return { ...query, free: availability.freeThroughout, firstFittingStart: availability.firstFittingStart };
  });
}
