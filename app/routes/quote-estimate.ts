/**
 * GET /quote/estimate?choice=delivery&postalCode=J4H1C9&line=1:2:2026-12-04:2026-12-12&line=8:10
 *: what the quote page shows as the customer types — the delivery estimate from
 * the postal code (the postal areas' table stays on the server) and each line's availability
 * for its dates. JSON, in no language: the page words it. Nothing is reserved, nothing
 * written. Input no page of ours sends answers 400, never 500.
 */
import type { Route } from "./+types/quote-estimate";
import { requestBusiness } from "../db/business-settings.server.ts";
import { requestCatalogue } from "../db/catalogue.server.ts";
import { getDb } from "../db/client.server.ts";
import { MAX_ONLINE_RENTAL_DAYS } from "../domain/constants.ts";
import type { EstimateAnswer, EstimateLine } from "../domain/quote/estimate-query.ts";
import { completeRange } from "../domain/quote/line-price.ts";
import { MAX_LINE_QUANTITY, MAX_QUOTE_LINES } from "../domain/quote/limits.ts";
import type { DeliveryChoice } from "../domain/rental/delivery-estimate.ts";
import { rentalDayCount } from "../domain/rental/rental-dates.ts";
import { DELIVERY_CHOICES } from "../domain/validation/form-shapes.ts";
import { deliveryEstimateFor } from "../rental/delivery-estimate.server.ts";
import { linesAvailability } from "../rental/line-availability.server.ts";

const LINE = /^(\d{1,7}):(\d{1,4})(?::(\d{4}-\d{2}-\d{2}):(\d{4}-\d{2}-\d{2}))?$/;
const POSTAL_CODE_MAX = 10;

type EstimateQuery = { choice: DeliveryChoice; postalCode: string; lines: EstimateLine[] };

function parseLine(value: string): EstimateLine | null {
  const match = LINE.exec(value);
  if (!match) return null;
  const [productId, units] = [Number(match[1]), Number(match[2])];
  if (productId < 1 || units < 1 || units > MAX_LINE_QUANTITY) return null;
  if (match[3] === undefined) return { productId, units, range: null };
  const range = completeRange({ start: match[3], end: match[4] });
  // Real dates in order, and no longer than may be asked online: anything else is not our page's.
  if (!range || rentalDayCount(range.start, range.end) > MAX_ONLINE_RENTAL_DAYS) return null;
  return { productId, units, range };
}

/** The query as our page builds it (app/domain/quote/estimate-query.ts), or null. */
export function parseEstimateQuery(params: URLSearchParams): EstimateQuery | null {
  const choice = params.get("choice");
  const postalCode = params.get("postalCode") ?? "";
  const raw = params.getAll("line");
  if (!(DELIVERY_CHOICES as readonly string[]).includes(choice ?? "") || postalCode.length > POSTAL_CODE_MAX || raw.length > MAX_QUOTE_LINES) return null;
  const lines = raw.map(parseLine);
  if (lines.some((line) => line === null)) return null;
  return { choice: choice as DeliveryChoice, postalCode, lines: lines as EstimateLine[] };
}

const HEADERS = { "Cache-Control": "private, no-store" };

export async function loader({ url, context }: Route.LoaderArgs) {
  const query = parseEstimateQuery(url.searchParams);
  if (!query) return Response.json({ error: "bad-request" }, { status: 400, headers: HEADERS });
  const [business, catalogue, db] = await Promise.all([requestBusiness(context), requestCatalogue(context), getDb()]);
  const answer: EstimateAnswer = {
    delivery: deliveryEstimateFor(query.choice, query.postalCode, business),
    lines: await linesAvailability(db, catalogue, query.lines),
  };
  return Response.json(answer, { headers: HEADERS });
}
