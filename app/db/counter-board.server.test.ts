import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { acceptedQuote, handOver, quebecDay, RENTED_PRODUCT, STAFF_MEMBER } from "../../tests/support/sent-quote.ts";
import { addDays } from "../domain/rental/rental-dates.ts";
import { counterBoard } from "./counter-board.server.ts";
import { markReturned } from "./quote-fulfilment.server.ts";
import { listProductUnits, setUnitState } from "./rental-units.server.ts";

/** Noon in Quebec on a day. */
const noonOn = (day: string) => new Date(`${day}T17:00:00Z`);

describeEachDatabase("the day's board", (current) => {
  it("shows a rental to hand over, then due back, then overdue in red with the phone, then nothing once back; and the units in the shop", async () => {
    const { db } = current();
    // Nine days from day 10 to day 18, for one of product 1's two units.
    const quote = await acceptedQuote(db, { quantity: 1, fleet: 2, startInDays: 10, days: 9 });
    const start = quebecDay(10);
    const end = quebecDay(18);
    const names = (board: Awaited<ReturnType<typeof counterBoard>>) => ({
      handovers: board.handovers.map((row) => [row.reference, row.day, row.units]),
      returns: board.returns.map((row) => [row.reference, row.day, row.units]),
      overdue: board.overdue.map((row) => [row.reference, row.day, row.phone]),
    });

    expect(names(await counterBoard(db, noonOn(addDays(start, -2))))).toEqual({ handovers: [], returns: [], overdue: [] });
    expect(names(await counterBoard(db, noonOn(addDays(start, -1))))).toEqual({ handovers: [[quote.reference, start, 1]], returns: [], overdue: [] });
    const onStart = await counterBoard(db, noonOn(start));
    expect(names(onStart)).toEqual({ handovers: [[quote.reference, start, 1]], returns: [], overdue: [] });
    expect(onStart.handovers[0]).toMatchObject({ customer: "Jean Tremblay (Béton Tremblay inc.)", products: [{ fr: expect.any(String), en: expect.any(String) }] });

    const [unit, spare] = await listProductUnits(db, RENTED_PRODUCT);
    await handOver(db, quote, { tags: [unit!.tag], at: noonOn(start), input: { idKind: "passport", idLast4: "X123", depositMethod: "cheque", depositReference: "1044" } });
    expect(names(await counterBoard(db, noonOn(start)))).toEqual({ handovers: [], returns: [], overdue: [] });
    expect(names(await counterBoard(db, noonOn(end)))).toEqual({ handovers: [], returns: [[quote.reference, end, 1]], overdue: [] });
    expect(names(await counterBoard(db, noonOn(addDays(end, 1))))).toEqual({ handovers: [], returns: [], overdue: [[quote.reference, end, "+15141234567"]] });

    // The spare unit goes to the shop: listed with since when and why.
    expect((await setUnitState(db, { unitId: spare!.id, to: "maintenance", note: "Courroie usée", confirm: true, today: quebecDay() }, STAFF_MEMBER)).ok).toBe(true);
    expect(await markReturned(db, { submissionId: quote.submissionId, actor: STAFF_MEMBER, now: noonOn(addDays(end, 1)) })).toEqual({ ok: true });
    const after = await counterBoard(db, noonOn(addDays(end, 1)));
    expect(names(after)).toEqual({ handovers: [], returns: [], overdue: [] });
    expect(after.maintenance).toEqual([{ tag: spare!.tag, product: expect.objectContaining({ fr: expect.any(String) }), since: expect.any(String), note: "Courroie usée" }]);
  });
});
