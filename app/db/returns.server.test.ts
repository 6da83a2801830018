import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { handedOverQuote, quebecDay, RENTED_PRODUCT, STAFF_MEMBER } from "../../tests/support/sent-quote.ts";
import { addDays } from "../domain/rental/rental-dates.ts";
import { checkReturnForm, returnFieldNames } from "../domain/rental/return-form.ts";
import type { Db } from "./client.server.ts";
import { recordReturn, returnPage } from "./returns.server.ts";
import { listProductUnits } from "./rental-units.server.ts";
import { submissions } from "./schema.ts";
import { returnCharges } from "./units-schema.ts";

/** Two of product 1's units handed over on a rental of 9 days starting in 10 days. */
const twoUnitsOut = (db: Db) => handedOverQuote(db, { quantity: 2, fleet: 2 });

/** Noon in Quebec on a day. */
const noonOn = (day: string) => new Date(`${day}T17:00:00Z`);

async function statusOf(db: Db, id: string) {
  const [row] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id));
  return row?.status;
}

describeEachDatabase("the return at the counter", (current) => {
  it("receives one unit two days late with cleaning and damage, then the other; the rental completes with the last one", async () => {
    const { db } = current();
    const rental = await twoUnitsOut(db);
    const end = quebecDay(18);
    const twoDaysLate = noonOn(addDays(end, 2));

    const page = (await returnPage(db, rental.reference, twoDaysLate))!;
    expect(page.out.map((unit) => [unit.tag, unit.endDate, unit.extraDays])).toEqual(rental.tags.sort().map((tag) => [tag, end, 2]));
    const [first, second] = page.out;
    const typed: Record<string, string> = {};
    const names = returnFieldNames(first!.assignmentId);
    Object.assign(typed, { [names.back]: "on", [names.extraDays]: "2", [names.cleaning]: "45", [names.damage]: "120,50", [names.toMaintenance]: "on", [names.condition]: "Garde fissurée" });
    const read = (name: string) => typed[name] ?? "";

    // Damage without saying what is broken is refused; nothing is written.
    const refused = checkReturnForm(read, page.out, page.prices);
    expect(refused).toEqual({ ok: false, errors: { [names.note]: { key: "adminUnits.errors.damageNote" } } });
    typed[names.note] = "Garde de la meuleuse fissurée";
    const checked = checkReturnForm(read, page.out, page.prices);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    // Two extra days at the quote's 350 $ a day (cheaper than a week), then the amounts typed.
    expect(checked.value.charges.map((charge) => [charge.kind, charge.quantity, charge.amountCents])).toEqual([
      ["extra-days", 2, 70_000],
      ["cleaning", 1, 4_500],
      ["damage", 1, 12_050],
    ]);
    expect(await recordReturn(db, { submissionId: rental.submissionId, value: checked.value }, STAFF_MEMBER, twoDaysLate)).toMatchObject({ ok: true, complete: false, chargedCents: 86_550 });
    expect(await statusOf(db, rental.submissionId)).toBe("accepted");

    // The same unit cannot come back twice.
    expect(await recordReturn(db, { submissionId: rental.submissionId, value: checked.value }, STAFF_MEMBER, twoDaysLate)).toEqual({ ok: false, reason: "not-out" });
    const units = new Map((await listProductUnits(db, RENTED_PRODUCT)).map((unit) => [unit.tag, unit.state]));
    expect([units.get(first!.tag), units.get(second!.tag)]).toEqual(["maintenance", "rented"]);

    const later = (await returnPage(db, rental.reference, twoDaysLate))!;
    expect(later.out.map((unit) => unit.tag)).toEqual([second!.tag]);
    expect(later.back).toMatchObject([{ tag: first!.tag, conditionIn: "Garde fissurée", state: "maintenance" }]);
    expect(later.charges.map((charge) => [charge.tag, charge.kind, charge.amountCents, charge.note])).toEqual([
      [first!.tag, "extra-days", 70_000, null],
      [first!.tag, "cleaning", 4_500, "Garde de la meuleuse fissurée"],
      [first!.tag, "damage", 12_050, "Garde de la meuleuse fissurée"],
    ]);

    // The second unit, on time the next day with nothing to charge: the rental is complete.
    const secondNames = returnFieldNames(second!.assignmentId);
    const onTime = checkReturnForm((name) => ({ [secondNames.back]: "on", [secondNames.extraDays]: "0" })[name] ?? "", later.out, later.prices);
    if (!onTime.ok) throw new Error(JSON.stringify(onTime.errors));
    expect(await recordReturn(db, { submissionId: rental.submissionId, value: onTime.value }, STAFF_MEMBER, twoDaysLate)).toMatchObject({ ok: true, complete: true, chargedCents: 0 });
    expect(await statusOf(db, rental.submissionId)).toBe("completed");
    expect(await db.select().from(returnCharges).where(eq(returnCharges.submissionId, rental.submissionId))).toHaveLength(3);
    expect((await listProductUnits(db, RENTED_PRODUCT)).find((unit) => unit.tag === second!.tag)?.state).toBe("available");
  });

  it("refuses a form with no unit ticked, and bad amounts, beside their fields", async () => {
    const { db } = current();
    const rental = await twoUnitsOut(db);
    const page = (await returnPage(db, rental.reference))!;
    expect(checkReturnForm(() => "", page.out, page.prices)).toEqual({ ok: false, errors: { units: { key: "adminUnits.errors.noUnitBack" } } });
    const names = returnFieldNames(page.out[0]!.assignmentId);
    const typed: Record<string, string> = { [names.back]: "on", [names.fuel]: "douze", [names.discs]: "-1", [names.operatorHours]: "1,3" };
    expect(checkReturnForm((name) => typed[name] ?? "", page.out, page.prices)).toEqual({
      ok: false,
      errors: {
        [names.fuel]: { key: "adminUnits.errors.amount" },
        [names.discs]: { key: "adminUnits.errors.discs" },
        [names.operatorHours]: { key: "adminUnits.errors.operatorHours" },
      },
    });
    // Discs at 39 $ and the operator's 1.5 h at 100 $.
    const priced = checkReturnForm((name) => ({ [names.back]: "on", [names.discs]: "3", [names.operatorHours]: "1,5" })[name] ?? "", page.out, page.prices);
    expect(priced.ok && priced.value.charges.map((charge) => [charge.kind, charge.amountCents])).toEqual([
      ["consumables", 11_700],
      ["operator", 15_000],
    ]);
  });
});
