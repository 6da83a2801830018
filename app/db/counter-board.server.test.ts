import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { quebecDay, quoteMail, RENTED_PRODUCT, sentQuote, STAFF_MEMBER } from "../../tests/support/sent-quote.ts";
import { addDays } from "../domain/rental/rental-dates.ts";
import { counterBoard } from "./counter-board.server.ts";
import { recordHandover } from "./handovers.server.ts";
import { acceptQuote } from "./quote-answers.server.ts";
import { markReturned } from "./quote-fulfilment.server.ts";
import { listProductUnits, setUnitState } from "./rental-units.server.ts";

/** Noon in Quebec on a day. */
const noonOn = (day: string) => new Date(`${day}T17:00:00Z`);

describeEachDatabase("the day's board", (current) => {
  it("shows a rental to hand over, then due back, then overdue in red with the phone, then nothing once back; and the units in the shop", async () => {
    const { db } = current();
    // Nine days from day 10 to day 18, for one of product 1's two units.
    const quote = await sentQuote(db, { quantity: 1, fleet: 2, startInDays: 10, days: 9 });
    expect(await acceptQuote(db, { token: quote.token, version: 1, fullName: "Jean Tremblay", ip: null, userAgent: null, mail: quoteMail })).toEqual({ ok: true });
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
    const handed = await recordHandover(
      db,
      {
        submissionId: quote.submissionId,
        units: [{ tag: unit!.tag, hours: null, condition: null }],
        idKind: "passport",
        idLast4: "X123",
        depositCents: 50_000,
        depositMethod: "cheque",
        depositReference: "1044",
        takenBy: "Jean Tremblay",
        signerName: "Jean Tremblay",
        signaturePng: null,
      },
      STAFF_MEMBER,
      quoteMail,
      noonOn(start),
    );
    expect(handed.ok).toBe(true);
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
