/**
 * The quote page's estimate route against a real database: the delivery estimate
 * from the postal code, each line's availability for its dates from the reservations, and
 * input no page of ours sends answered 400, never 500, with nothing written.
 */
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { insertQuoteRequest, insertSentVersion, setFleet } from "../../tests/support/rental-fixture.ts";
import { getJson, installServicesForEachTest } from "../../tests/support/route-harness.ts";
import { reserveUnits } from "../db/reservations.server.ts";
import { estimateUrl } from "../domain/quote/estimate-query.ts";
import { loader } from "./quote-estimate.ts";

const ask = (path: string) => getJson(loader, path);

describeEachDatabase("the quote page's estimate", (current) => {
  installServicesForEachTest(current);

  it("estimates the delivery from the postal code: 2 trips, 1 trip, none at the counter, unknown far away or for no real area", async () => {
    // J4H (Longueuil) is about 19 km by road from the depot in La Prairie: 150 $ a trip.
    const near = await ask("/quote/estimate?choice=delivery&postalCode=J4H1C9");
    expect(near).toMatchObject({ status: 200, body: { delivery: { kind: "estimate", trips: 2, roadKm: 19, feeCents: 30_000 }, lines: [] } });
    expect((await ask("/quote/estimate?choice=delivery-only&postalCode=J4H%201C9")).body).toMatchObject({ delivery: { kind: "estimate", trips: 1, feeCents: 15_000 } });
    // Ottawa (K1A): 224 km by road, 149 km beyond the 75 included: 2 × (150 + 149) = 598 $.
    expect((await ask("/quote/estimate?choice=delivery&postalCode=K1A0A6")).body).toMatchObject({ delivery: { kind: "estimate", roadKm: 224, feeCents: 59_800 } });
    expect((await ask("/quote/estimate?choice=pickup&postalCode=J4H1C9")).body).toMatchObject({ delivery: { kind: "none" } });
    for (const code of ["V6B1A1", "Z9Z9Z9", ""]) {
      expect((await ask(`/quote/estimate?choice=delivery&postalCode=${code}`)).body, code).toMatchObject({ delivery: { kind: "unknown" } });
    }
  });

  it("answers each line's availability for its dates, turnaround and reservations counted; nothing for sold items, undated lines or unknown products", async () => {
    const db = current().db;
    await setFleet(db, 1, 3);
    // Another customer holds 2 grinders from Dec 7 to 10 (plus the 1-day turnaround: the 11th).
    const request = await insertQuoteRequest(db, { startDate: "2026-12-07", endDate: "2026-12-10" });
    const version = await insertSentVersion(db, request.id);
    await db.transaction((tx) => reserveUnits(tx, { submissionId: request.id, quoteVersionId: version, lines: [{ productId: 1, units: 2, start: "2026-12-07", end: "2026-12-10" }] }));

    const url = estimateUrl({
      choice: "pickup",
      postalCode: "",
      lines: [
        { productId: 1, units: 2, range: { start: "2026-12-04", end: "2026-12-12" } },
        { productId: 8, units: 10, range: { start: "2026-12-04", end: "2026-12-12" } },
        { productId: 1, units: 1, range: null },
        { productId: 1, units: 3, range: { start: "2026-12-14", end: "2026-12-16" } },
        { productId: 999, units: 1, range: { start: "2026-12-04", end: "2026-12-12" } },
      ],
    });
    const answer = await ask(url);
    expect(answer.status).toBe(200);
    expect((answer.body as { lines: unknown[] }).lines).toEqual([
      // One free on the 7th to the 11th: two fit again from the 12th, for 9 days.
      { productId: 1, start: "2026-12-04", end: "2026-12-12", units: 2, free: 1, firstFittingStart: "2026-12-12" },
      null,
      null,
      { productId: 1, start: "2026-12-14", end: "2026-12-16", units: 3, free: 3, firstFittingStart: "2026-12-14" },
      null,
    ]);
  });

  it("answers 400 to anything our page never sends, never 500", async () => {
    const line = "1:2:2026-12-04:2026-12-12";
    const bad = [
      "/quote/estimate",
      "/quote/estimate?choice=teleport",
      `/quote/estimate?choice=delivery&postalCode=${"J".repeat(11)}`,
      "/quote/estimate?choice=delivery&line=abc",
      "/quote/estimate?choice=delivery&line=0:1",
      "/quote/estimate?choice=delivery&line=1:0",
      "/quote/estimate?choice=delivery&line=1:1000",
      "/quote/estimate?choice=delivery&line=1:1:2026-12-12:2026-12-04",
      "/quote/estimate?choice=delivery&line=1:1:2026-02-30:2026-03-02",
      "/quote/estimate?choice=delivery&line=1:1:2026-12-04",
      // 91 days: longer than may be asked online.
      "/quote/estimate?choice=delivery&line=1:1:2026-12-01:2027-03-01",
      `/quote/estimate?choice=delivery&${Array.from({ length: 51 }, () => `line=${line}`).join("&")}`,
      "/quote/estimate?choice=delivery&line=1:1:2026-12-04:2026-12-12%00",
    ];
    for (const path of bad) {
      const answer = await ask(path);
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body).toEqual({ error: "bad-request" });
    }
    // The most our page sends is fine.
    expect((await ask(`/quote/estimate?choice=delivery&${Array.from({ length: 50 }, () => `line=${line}`).join("&")}`)).status).toBe(200);
  });
});
