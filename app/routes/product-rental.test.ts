/**
 * The product page's dates against a real database: ?start=&end= give the price's
 * dates and the availability; dates the policy refuses, or no dates at all, look nothing up;
 * an item for sale has no dates; whatever the URL says, the page answers, never 500.
 */
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { setFleet } from "../../tests/support/rental-fixture.ts";
import { callRoute, installServicesForEachTest } from "../../tests/support/route-harness.ts";
import { addDays, dayOfWeek } from "../domain/rental/rental-dates.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { loader } from "./product.tsx";
import type { ProductRental } from "../domain/quote/estimate-query.ts";

/** A Monday at least four weeks ahead (an opening day well past the 24 h notice, whatever the day the test runs). */
function mondayAhead(): string {
  let date = addDays(todayInBusinessZone(), 28);
  while (dayOfWeek(date) !== "Monday") date = addDays(date, 1);
  return date;
}

async function rentalOf(id: number, query = ""): Promise<{ status: number; rental: ProductRental | null | undefined }> {
  const observed = await callRoute(loader, { method: "GET", path: `/product/${id}${query}`, params: { id: String(id) } });
  return { status: observed.status, rental: (observed.body as { rental?: ProductRental | null } | undefined)?.rental };
}

describeEachDatabase("the product page's dates", (current) => {
  installServicesForEachTest(current);

  it("look up the availability for dates the policy allows, and nothing without dates", async () => {
    await setFleet(current().db, 1, 3);
    const start = mondayAhead();
    const end = addDays(start, 8);
    const dated = await rentalOf(1, `?start=${start}&end=${end}`);
    expect(dated.status).toBe(200);
    expect(dated.rental).toMatchObject({ start, end, availability: { productId: 1, start, end, units: 1, free: 3, firstFittingStart: start } });
    expect(dated.rental?.earliestStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const undated = await rentalOf(1);
    expect(undated.rental).toMatchObject({ start: "", end: "", availability: null });
  });

  it("answer the page without looking anything up for dates the policy refuses or that are not dates", async () => {
    const start = mondayAhead();
    for (const query of [
      `?start=${addDays(start, -60)}&end=${start}`,
      `?start=${start}&end=${addDays(start, -1)}`,
      `?start=${start}&end=${addDays(start, 95)}`,
      `?start=${addDays(start, -1)}&end=${addDays(start, 3)}`,
      `?start=banana&end=${start}`,
      `?start=${start}`,
      `?start=${"9".repeat(5000)}&end=%00`,
    ]) {
      const answer = await rentalOf(1, query);
      expect([query, answer.status, answer.rental?.availability]).toEqual([query, 200, null]);
    }
  });

  it("give an item for sale no dates", async () => {
    const start = mondayAhead();
    expect(await rentalOf(8, `?start=${start}&end=${addDays(start, 2)}`)).toEqual({ status: 200, rental: null });
  });
});
