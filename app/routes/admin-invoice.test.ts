/**
 * The invoice screen through its real route modules: staff only; every form a plain post whose bad
 * input answers 4xx with the translated reason beside its field and writes nothing, and whose
 * success goes back to the screen (?done=…); the issued invoice's PDF as stored.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { returnedRental, TPS_NUMBER, TVQ_NUMBER } from "../../tests/support/invoice-fixture.ts";
import { ADMIN_EMAIL, callRoute, formBody, installServices, signedInCookie } from "../../tests/support/route-harness.ts";
import type { InvoiceResult, InvoiceScreenPage } from "../components/admin/invoices/invoice-form.tsx";
import { businessSettings } from "../db/back-office-schema.ts";
import { ledgerEntries } from "../db/invoice-schema.ts";
import { formatMoney } from "../i18n/format.ts";
import * as pdfRoute from "./admin-invoice-pdf.ts";
import * as screen from "./admin-invoice.tsx";

describeEachDatabase("the invoice screen", (current) => {
  let undo: () => void = () => undefined;
  let staff = "";
  beforeEach(async () => {
    undo = installServices(current());
    staff = await signedInCookie(current(), ADMIN_EMAIL);
  });
  afterEach(() => undo());

  const path = (reference: string, lang: "fr" | "en" = "fr") => `${lang === "en" ? "/en" : ""}/admin/requests/${reference}/invoice`;
  const load = (reference: string, cookie = staff) => callRoute(screen.loader, { method: "GET", path: path(reference), params: { reference }, cookie });
  const pageOf = async (reference: string) => (await load(reference)).body as InvoiceScreenPage;
  const post = (reference: string, fields: Record<string, string>, cookie = staff) => callRoute(screen.action, { path: path(reference), params: { reference }, body: formBody(fields), cookie });
  const refusal = (observed: { body: unknown }) => {
    const body = observed.body as InvoiceResult;
    return { message: body.message, errors: Object.fromEntries(Object.entries(body.errors ?? {}).map(([name, error]) => [name, error?.key])), vars: body.vars };
  };
  const pdf = (reference: string, number: string) =>
    callRoute(pdfRoute.loader, { method: "GET", path: `/admin/requests/${reference}/invoices/${number}`, params: { reference, number }, cookie: staff });

  it("lets staff only in, refuses each bad input beside its field with a 4xx and nothing written, and goes back to the screen after each act", async () => {
    const { db } = current();
    const rental = await returnedRental(db);
    const { reference } = rental;
    expect((await load(reference, "")).status).toBe(302);
    const customer = await signedInCookie(current(), "client@example.com");
    expect((await load(reference, customer)).status).toBe(302);
    expect((await post(reference, { intent: "new-draft", source: "rental" }, customer)).status).toBe(302);
    expect((await pageOf(reference)).draft).toBeNull();
    expect((await load("S-2026-999999")).status).toBe(404);
    expect((await post(reference, { intent: "frobnicate" })).status).toBe(400);

    const started = await post(reference, { intent: "new-draft", source: "rental" });
    expect([started.status, started.location]).toEqual([302, `${path(reference)}?done=new-draft`]);
    const invoice = (await pageOf(reference)).draft!.id;
    expect((await post(reference, { intent: "new-draft", source: "blank" })).status).toBe(409);

    const badLine = await post(reference, { intent: "add-line", invoice, label: "", quantity: "0", unitPrice: "douze" });
    expect(badLine.status).toBe(400);
    expect(refusal(badLine).errors).toEqual({ label: "validation.required", quantity: "adminUnits.invoice.errors.quantity", unitPrice: "adminUnits.invoice.errors.amount" });
    expect((await post(reference, { intent: "waiver", invoice, waiverPercent: "150" })).status).toBe(400);
    expect((await post(reference, { intent: "remove-line", invoice, line: "l99" })).status).toBe(409);
    expect((await pageOf(reference)).draft!.totalCents).toBe(542_165);

    // Without the tax numbers in the settings, nothing is issued; the screen says so.
    expect((await pageOf(reference)).taxNumbersSet).toBe(false);
    const untaxed = await post(reference, { intent: "issue", invoice });
    expect([untaxed.status, refusal(untaxed).message]).toEqual([409, "adminUnits.invoice.errors.noTaxNumbers"]);
    await db.update(businessSettings).set({ values: { gstNumber: TPS_NUMBER, qstNumber: TVQ_NUMBER } });
    const issued = await post(reference, { intent: "issue", invoice });
    expect(issued.status).toBe(302);
    const number = new URL(issued.location!, "https://x.example").searchParams.get("number")!;
    expect(number).toMatch(/^F-\d{4}-000001$/);
    expect(issued.location).toBe(`${path(reference)}?done=issue&number=${number}`);
    expect((await post(reference, { intent: "add-line", invoice, label: "Encore", unitPrice: "10" })).status).toBe(409);

    // The PDF as stored; an unknown or malformed number finds nothing.
    const file = await pdf(reference, number);
    expect([file.status, file.headers.get("content-type"), file.headers.get("cache-control")]).toEqual([200, "application/pdf", "private, no-store"]);
    expect((await pdf(reference, "F-2026-999999")).status).toBe(404);
    expect((await pdf(reference, "../../etc")).status).toBe(404);
    expect((await pdf("S-2026-999999", number)).status).toBe(404);
    const stored = (await pageOf(reference)).issued[0]!;
    expect(stored).toMatchObject({ number, totalCents: 542_165, balanceCents: 542_165 });

    // Payments: the method, the terminal's authorization number, never more than the balance.
    const noMethod = await post(reference, { intent: "payment", invoice, amount: "0", method: "" });
    expect(refusal(noMethod).errors).toEqual({ amount: "adminUnits.invoice.errors.amount", method: "validation.pleaseSelect" });
    const noAuthorization = await post(reference, { intent: "payment", invoice, amount: "1000", method: "card-terminal", reference: "" });
    expect([noAuthorization.status, refusal(noAuthorization).errors]).toEqual([400, { reference: "adminUnits.invoice.errors.referenceRequired" }]);
    const over = await post(reference, { intent: "payment", invoice, amount: "5421,66", method: "transfer" });
    expect([over.status, refusal(over)]).toEqual([
      409,
      { message: "adminUnits.invoice.errors.overBalance", errors: { amount: "adminUnits.invoice.errors.overBalance" }, vars: { amount: formatMoney("fr", 5_421.65) } },
    ]);
    expect((await post(reference, { intent: "payment", invoice, amount: "1 000,00", method: "card-terminal", reference: "AUTH 778812" })).location).toBe(`${path(reference)}?done=payment`);

    // The deposit: a refund needs its reason and never exceeds what is held; a credit note needs its reason.
    const noReason = await post(reference, { intent: "refund-deposit", amount: "300", method: "cash", reason: "" });
    expect([noReason.status, refusal(noReason).errors]).toEqual([400, { reason: "validation.required" }]);
    const tooMuch = await post(reference, { intent: "apply-deposit", invoice, amount: "600" });
    expect([tooMuch.status, refusal(tooMuch).vars]).toEqual([409, { amount: formatMoney("fr", 500) }]);
    expect((await post(reference, { intent: "credit-note", invoice, scope: "partial", amount: "20", reason: "" })).status).toBe(400);
    expect((await post(reference, { intent: "refund-payment", payment: "nope", amount: "10", reason: "Erreur" })).status).toBe(400);
    const page = await pageOf(reference);
    expect([page.balanceCents, page.depositHeldCents]).toEqual([442_165, 50_000]);
    expect(await db.select().from(ledgerEntries)).toHaveLength(2);
  });
});
