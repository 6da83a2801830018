import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { createTwoInstances, describeEachDatabase, SLOW_DATABASE_TEST_TIMEOUT, testedDatabases } from "../../tests/support/databases.ts";
import { quoteMail, RENTED_PRODUCT, sentQuote, STAFF_MEMBER } from "../../tests/support/sent-quote.ts";
import type { Db } from "./client.server.ts";
import { recordHandover, type HandoverInput } from "./handovers.server.ts";
import { acceptQuote, cancelReservation } from "./quote-answers.server.ts";
import { markReturned } from "./quote-fulfilment.server.ts";
import { addUnit, listProductUnits, resizeFleet } from "./rental-units.server.ts";
import { emailOutbox } from "./schema.ts";
import { rentalContracts, rentalUnits } from "./units-schema.ts";

/** An accepted quote for two of product 1's units, the fleet holding two tagged units. */
async function acceptedForTwo(db: Db, email = "jean@example.com") {
  const quote = await sentQuote(db, { quantity: 2, fleet: 2, email });
  await db.transaction((tx) => resizeFleet(tx, RENTED_PRODUCT, 2, STAFF_MEMBER));
  expect(await acceptQuote(db, { token: quote.token, version: 1, fullName: "Jean Tremblay", ip: null, userAgent: null, mail: quoteMail })).toEqual({ ok: true });
  return quote;
}

function handoverOf(submissionId: string, tags: string[]): HandoverInput {
  return {
    submissionId,
    units: tags.map((tag) => ({ tag, hours: null, condition: null })),
    idKind: "drivers-licence",
    idLast4: "4821",
    depositCents: 50_000,
    depositMethod: "card-terminal",
    depositReference: "AUTH 123456",
    takenBy: "Jean Tremblay",
    signerName: "Jean Tremblay",
    signaturePng: null,
  };
}

const NOW = new Date("2026-12-08T12:00:00Z");

describeEachDatabase("the handover", (current) => {
  it("hands over the reserved units by their tags, stores the contract with its SHA-256 and e-mails it; the units are out", async () => {
    const { db } = current();
    const quote = await acceptedForTwo(db);
    const tags = (await listProductUnits(db, RENTED_PRODUCT)).map((unit) => unit.tag);
    expect(tags).toHaveLength(2);

    // Refused, nothing written: a tag of no unit, one typed twice, one unit short.
    expect(await recordHandover(db, handoverOf(quote.submissionId, [tags[0]!, "NOPE-1"]), STAFF_MEMBER, quoteMail, NOW)).toEqual({ ok: false, reason: "unit-unknown", tag: "NOPE-1" });
    expect(await recordHandover(db, handoverOf(quote.submissionId, [tags[0]!, tags[0]!.toLowerCase()]), STAFF_MEMBER, quoteMail, NOW)).toEqual({ ok: false, reason: "unit-twice", tag: tags[0] });
    expect(await recordHandover(db, handoverOf(quote.submissionId, [tags[0]!]), STAFF_MEMBER, quoteMail, NOW)).toEqual({
      ok: false,
      reason: "units-count",
      productId: RENTED_PRODUCT,
      reserved: 2,
      given: 1,
    });
    const other = await addUnit(db, { productId: 2, tag: "SCAR-9", serialNumber: null, hourMeter: false, hours: null, notes: null }, STAFF_MEMBER);
    expect(other.ok).toBe(true);
    expect(await recordHandover(db, handoverOf(quote.submissionId, [tags[0]!, "SCAR-9"]), STAFF_MEMBER, quoteMail, NOW)).toEqual({ ok: false, reason: "unit-wrong-product", tag: "SCAR-9" });
    expect(await db.select().from(rentalContracts)).toEqual([]);

    const done = await recordHandover(db, handoverOf(quote.submissionId, tags), STAFF_MEMBER, quoteMail, NOW);
    expect(done).toMatchObject({ ok: true, contractNumber: `${quote.reference}-1` });
    if (!done.ok) return;
    const [contract] = await db.select().from(rentalContracts);
    expect(contract?.sha256).toBe(createHash("sha256").update(contract!.pdf).digest("hex"));
    expect(contract?.sha256).toBe(done.sha256);
    expect((await PDFDocument.load(contract!.pdf)).getTitle()).toContain(`${quote.reference}-1`);
    expect((await listProductUnits(db, RENTED_PRODUCT)).map((unit) => unit.state)).toEqual(["rented", "rented"]);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "rental-contract"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments?.[0]).toMatchObject({ filename: `contrat-${quote.reference}-1.pdf`, contentType: "application/pdf" });

    // The same rental again: refused, as is a unit already out for another one.
    expect(await recordHandover(db, handoverOf(quote.submissionId, tags), STAFF_MEMBER, quoteMail, NOW)).toEqual({ ok: false, reason: "already-handed-over" });
    // Equipment out is returned, not cancelled; once back, the units are available again.
    expect(await cancelReservation(db, { token: quote.token, staff: STAFF_MEMBER, mail: quoteMail, now: NOW })).toEqual({ ok: false, reason: "too-late" });
    expect(await markReturned(db, { submissionId: quote.submissionId, actor: STAFF_MEMBER, now: NOW })).toEqual({ ok: true });
    expect((await listProductUnits(db, RENTED_PRODUCT)).map((unit) => unit.state)).toEqual(["available", "available"]);
    // A signed contract is never changed, whoever writes.
    await expect(db.update(rentalContracts).set({ signerName: "Quelqu'un d'autre" }).where(eq(rentalContracts.id, contract!.id))).rejects.toThrow();
  });
});

for (const kind of testedDatabases) {
  it(
    `two staff assigning the same unit at once to two handovers: exactly one succeeds [${kind}]`,
    async () => {
      const instances = await createTwoInstances(kind);
      try {
        const { first, second } = instances;
        // Two accepted quotes of one unit each; the fleet has two units, and both desks scan the same one.
        const a = await sentQuote(first, { quantity: 1, fleet: 2, email: "a@example.com" });
        await first.transaction((tx) => resizeFleet(tx, RENTED_PRODUCT, 2, STAFF_MEMBER));
        expect(await acceptQuote(first, { token: a.token, version: 1, fullName: "A", ip: null, userAgent: null, mail: quoteMail })).toEqual({ ok: true });
        const b = await sentQuote(first, { quantity: 1, fleet: 2, email: "b@example.com" });
        expect(await acceptQuote(first, { token: b.token, version: 1, fullName: "B", ip: null, userAgent: null, mail: quoteMail })).toEqual({ ok: true });
        const [unit] = await listProductUnits(first, RENTED_PRODUCT);
        const outcomes = await Promise.all([
          recordHandover(first, handoverOf(a.submissionId, [unit!.tag]), STAFF_MEMBER, quoteMail, NOW),
          recordHandover(second, handoverOf(b.submissionId, [unit!.tag]), STAFF_MEMBER, quoteMail, NOW),
        ]);
        expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
        expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ ok: false, reason: "unit-busy" });
        expect(await first.select().from(rentalContracts)).toHaveLength(1);
        expect((await first.select().from(rentalUnits).where(eq(rentalUnits.id, unit!.id)))[0]?.state).toBe("rented");
      } finally {
        await instances.close();
      }
    },
    SLOW_DATABASE_TEST_TIMEOUT,
  );
}
