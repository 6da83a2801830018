/**
 * The product page's rental dates: the dates asked in the URL (?start=&end=, a GET
 * form, so it works without JavaScript), the first start the rental policy allows, and the
 * product's availability for those dates when they follow the policy. Items for sale have no
 * dates. Nothing is reserved by looking.
 */
import { requestBusinessSettings } from "../db/business-settings.server.ts";
import { getDb } from "../db/client.server.ts";
import { weeklyHoursOf } from "../domain/business-settings.ts";
import { isSoldItem } from "../domain/catalogue/catalogue.ts";
import type { Catalogue, Product } from "../domain/catalogue/types.ts";
import type { ProductRental } from "../domain/quote/estimate-query.ts";
import type { PricedProduct } from "../domain/pricing.ts";
import { earliestStartDate } from "../domain/rental/rental-dates.ts";
import { datedFacts } from "../components/catalogue/rental-rules.ts";
import { formatRentalDay } from "../i18n/format-dates.ts";
import type { Lang } from "../i18n/index.ts";
import { linesAvailability } from "../rental/line-availability.server.ts";

const asked = (value: string | null) => (value ?? "").trim().slice(0, 10);

/** null for an item for sale: it is never rented, so it has no dates. */
export async function productRental(context: object, catalogue: Catalogue, product: Product, params: URLSearchParams, rates: PricedProduct, lang: Lang): Promise<ProductRental | null> {
  if (isSoldItem(catalogue, product)) return null;
  const settings = await requestBusinessSettings(context);
  const now = new Date();
  const hours = weeklyHoursOf(settings.business.openingHours);
  const [start, end] = [asked(params.get("start")), asked(params.get("end"))];
  // The page's own rules (its chunk, loaded in the browser once dates are typed), here at once.
  const facts = datedFacts({ start, end }, now.getTime(), settings.business.openingHours, rates, 1);
  const earliestStart = earliestStartDate(now, hours);
  const earliestStartText = earliestStart ? formatRentalDay(lang, earliestStart, now) : null;
  const rental: ProductRental = { start, end, earliestStart, earliestStartText, now: now.getTime(), availability: null, asked: facts };
  const { range } = facts;
  // Only dates a customer may ask for are looked up (bounded work for any URL).
  if (!range) return rental;
  const [availability] = await linesAvailability(await getDb(), catalogue, [{ productId: product.id, units: 1, range }]);
  return { ...rental, availability: availability ?? null };
}
