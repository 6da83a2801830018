import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { QUOTE_REQUEST, quoteFormData, quoteFormFields } from "../../tests/support/quote-fixture.ts";
import { defaultBusiness } from "../config/business.ts";
import { submitContactMessage } from "../submissions/contact.server.ts";
import { submitQuoteRequest } from "../submissions/quote.server.ts";
import type { RequestFilters } from "../domain/request-filters.ts";
import { csvDocument, exportRequestRows, neutraliseFormula } from "../routes/admin-export.server.ts";
import { getRequestDetail, listRequests, requestActivitySince, requestStats } from "./admin-requests.server.ts";
import { claimDueEmails, enqueueEmails, listOutbox, markEmailFailed, retryFailedEmail } from "./outbox.server.ts";
import { changeRequestStatus, type StatusChangeInput } from "./request-status.server.ts";
import { submissionStatusChanges } from "./admin-schema.ts";
import { user } from "./auth-schema.ts";
import type { Db } from "./client.server.ts";
import { emailOutbox, submissions } from "./schema.ts";

const settings = {
  business: defaultBusiness,
  publicUrl: "https://location-rive-sud.example",
  staffNotifyEmail: "soumissions@location-rive-sud.example",
  mailFrom: "Location Rive-Sud <no-reply@location-rive-sud.example>",
};
const mail = { business: defaultBusiness, publicUrl: settings.publicUrl, messageIdDomain: "location-rive-sud.example" };
const STAFF = { userId: "staff-1", name: "Sophie Gagnon" };

let sequence = 0;
type Row = typeof submissions.$inferInsert;
/** A request stored directly, with a chosen creation time (list and filter tests). */
async function insertRequest(db: Db, values: Partial<Row> & { createdAt: Date }): Promise<string> {
  sequence += 1;
  const type = values.type ?? "contact";
  const reference = values.reference ?? `${type === "quote" ? "S" : "C"}-2026-${String(sequence).padStart(6, "0")}`;
  const [row] = await db
    .insert(submissions)
    .values({ type, reference, lang: "fr", name: "Client", email: `client${sequence}@example.com`, updatedAt: values.createdAt, ...values })
    .returning({ id: submissions.id });
  return row!.id;
}

async function addStaffAccount(db: Db) {
  await db.insert(user).values({ id: STAFF.userId, name: STAFF.name, email: "sophie@location-rive-sud.example", emailVerified: true, role: "admin", roleSource: "env" });
}

/** The shared request from another customer, with one line (one option), some fields changed. */
function quoteForm(changes: Record<string, string> = {}): FormData {
  const request = {
    ...QUOTE_REQUEST,
    firstName: "Éloïse",
    lastName: "Bérubé",
    company: "Béton Bérubé inc.",
    email: "eloise@example.com",
    phone: "514 555-0199",
    items: [{ id: "1", quantity: "2", period: "week", transformerType: "transformer-industrial" }],
  };
  return quoteFormData({ ...quoteFormFields(request), ...changes });
}

async function submitQuote(db: Db, lang: "fr" | "en" = "fr", overrides: Record<string, string> = {}) {
  const answer = await submitQuoteRequest({ db, formData: quoteForm(overrides), lang, settings, clientIp: `203.0.113.${++sequence % 250}`, requestId: "t", now: new Date("2026-11-22T15:00:00Z") });
  if (!answer.body.ok) throw new Error(`quote not stored: ${JSON.stringify(answer.body)}`);
  return answer.body.reference;
}

const filters = (values: Partial<RequestFilters> = {}): RequestFilters => ({ page: 1, ...values });

describeEachDatabase("staff dashboard: requests", (current) => {
  it("counts the eight dashboard figures in the database", async () => {
    const { db } = current();
    expect(await requestStats(db)).toEqual({ total: 0, new: 0, inProgress: 0, quoted: 0, accepted: 0, completed: 0, quotes: 0, contacts: 0 });
    const at = new Date("2026-05-01T12:00:00Z");
    await insertRequest(db, { type: "quote", createdAt: at });
    await insertRequest(db, { type: "quote", status: "in_progress", createdAt: at });
    await insertRequest(db, { type: "quote", status: "quoted", createdAt: at });
    await insertRequest(db, { type: "quote", status: "accepted", createdAt: at });
    await insertRequest(db, { type: "quote", status: "expired", createdAt: at });
    await insertRequest(db, { type: "contact", status: "completed", createdAt: at });
    await insertRequest(db, { type: "contact", createdAt: at });
    expect(await requestStats(db)).toEqual({ total: 7, new: 2, inProgress: 1, quoted: 1, accepted: 1, completed: 1, quotes: 5, contacts: 2 });
  });

  it("lists newest first, 25 a page, with the total of the filtered set", async () => {
    const { db } = current();
    const start = Date.parse("2026-05-01T12:00:00Z");
    for (let i = 0; i < 30; i++) await insertRequest(db, { reference: `C-2026-${String(i + 1).padStart(6, "0")}`, createdAt: new Date(start + i * 60_000) });
    const first = await listRequests(db, filters());
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2, pageSize: 25 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]?.reference).toBe("C-2026-000030");
    const second = await listRequests(db, filters({ page: 2 }));
    expect(second.rows.map((row) => row.reference)).toEqual(["C-2026-000005", "C-2026-000004", "C-2026-000003", "C-2026-000002", "C-2026-000001"]);
    // A page past the end shows the last page rather than nothing.
    expect((await listRequests(db, filters({ page: 9 }))).page).toBe(2);
  });

  it("filters by status, type and Quebec calendar days", async () => {
    const { db } = current();
    // 23:30 in Quebec on May 1 (03:30 UTC on May 2) and 00:30 on May 2.
    await insertRequest(db, { reference: "C-2026-000101", createdAt: new Date("2026-05-02T03:30:00Z") });
    await insertRequest(db, { reference: "S-2026-000102", type: "quote", status: "in_progress", createdAt: new Date("2026-05-02T04:30:00Z") });
    await insertRequest(db, { reference: "S-2026-000103", type: "quote", status: "completed", createdAt: new Date("2026-05-03T16:00:00Z") });
    const refs = async (f: Partial<RequestFilters>) => (await listRequests(db, filters(f))).rows.map((row) => row.reference);
    expect(await refs({ status: "in_progress" })).toEqual(["S-2026-000102"]);
    expect(await refs({ type: "quote" })).toEqual(["S-2026-000103", "S-2026-000102"]);
    expect(await refs({ from: "2026-05-01", to: "2026-05-01" })).toEqual(["C-2026-000101"]);
    expect(await refs({ from: "2026-05-02" })).toEqual(["S-2026-000103", "S-2026-000102"]);
    expect(await refs({ to: "2026-05-02" })).toEqual(["S-2026-000102", "C-2026-000101"]);
    expect(await refs({ type: "quote", status: "completed", from: "2026-05-03", to: "2026-05-03" })).toEqual(["S-2026-000103"]);
  });

  it("searches reference, name, e-mail and company, ignoring case and accents; wildcards are literal", async () => {
    const { db } = current();
    const at = new Date("2026-05-01T12:00:00Z");
    await insertRequest(db, { reference: "S-2026-000201", type: "quote", name: "Hélène Côté", email: "helene@example.com", company: "Béton ÉLITE", createdAt: at });
    await insertRequest(db, { reference: "C-2026-000202", name: "Marc Roy", email: "MARC.ROY@Example.com", createdAt: at });
    await insertRequest(db, { reference: "C-2026-000203", name: "50% Rabais", email: "promo@example.com", createdAt: at });
    const refs = async (q: string) => (await listRequests(db, filters({ q }))).rows.map((row) => row.reference).sort();
    expect(await refs("helene cote")).toEqual(["S-2026-000201"]);
    expect(await refs("HÉLÈNE")).toEqual(["S-2026-000201"]);
    expect(await refs("beton elite")).toEqual(["S-2026-000201"]);
    expect(await refs("marc.roy@example")).toEqual(["C-2026-000202"]);
    expect(await refs("s-2026-0002")).toEqual(["S-2026-000201"]);
    expect(await refs("000202")).toEqual(["C-2026-000202"]);
    expect(await refs("50%")).toEqual(["C-2026-000203"]);
    expect(await refs("%")).toEqual(["C-2026-000203"]);
    expect(await refs("_")).toEqual([]);
    expect(await refs("personne")).toEqual([]);
  });

  it("reads a request's detail: items with options in the page's language, totals, history", async () => {
    const { db } = current();
    const reference = await submitQuote(db);
    const fr = await getRequestDetail(db, reference, "fr");
    expect(fr).toMatchObject({ reference, type: "quote", status: "new", name: "Éloïse Bérubé", company: "Béton Bérubé inc.", deliveryCity: "Longueuil", history: [] });
    expect(fr?.items).toHaveLength(1);
    expect(fr?.items[0]).toMatchObject({ productId: 1, quantity: 2, period: "week", options: ["Transformateur 600 V industriel"] });
    expect(fr?.items[0]?.lineTotal).toBe((fr?.items[0]?.unitPrice ?? 0) * 2);
    // The subtotal holds the delivery estimate too: 2 trips to J4H, 300 $.
    const delivery = 300;
    expect(fr?.totalAmount).toBe(fr?.items[0]?.lineTotal ? Math.round((fr.items[0].lineTotal + delivery + (fr.tps ?? 0) + (fr.tvq ?? 0)) * 100) / 100 : -1);
    const en = await getRequestDetail(db, reference, "en");
    expect(en?.items[0]?.options).toEqual(["600 V industrial transformer"]);
    expect(fr).not.toHaveProperty("submissionKey");
    expect(await getRequestDetail(db, "S-2026-999999", "fr")).toBeUndefined();
  });
});

describeEachDatabase("staff dashboard: status changes", (current) => {
  const change = (db: Db, submissionId: string, to: StatusChangeInput["to"], now = new Date()) => changeRequestStatus(db, { submissionId, to, actor: STAFF, mail, now });

  it("records who, when, from and to, and queues the customer's e-mail in the request's language, in one transaction", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const reference = await submitQuote(db, "en");
    const [row] = await db.select().from(submissions).where(eq(submissions.reference, reference));
    const t1 = new Date("2026-11-23T14:00:00Z");
    const t2 = new Date("2026-11-24T14:00:00Z");
    expect(await change(db, row!.id, "in_progress", t1)).toEqual({ outcome: "changed", reference, from: "new", to: "in_progress" });
    expect(await change(db, row!.id, "completed", t2)).toEqual({ outcome: "changed", reference, from: "in_progress", to: "completed" });

    const detail = await getRequestDetail(db, reference, "fr");
    expect(detail?.status).toBe("completed");
    expect(detail?.updatedAt).toEqual(t2);
    expect(detail?.history.map(({ from, to, byKind, byName, at }) => ({ from, to, byKind, byName, at }))).toEqual([
      { from: "new", to: "in_progress", byKind: "staff", byName: "Sophie Gagnon", at: t1 },
      { from: "in_progress", to: "completed", byKind: "staff", byName: "Sophie Gagnon", at: t2 },
    ]);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "status-changed")).orderBy(emailOutbox.createdAt);
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.lang === "en" && m.toAddress === "eloise@example.com" && m.submissionId === row!.id && m.status === "pending")).toBe(true);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [`Your quote request ${reference} is being handled – Location Rive-Sud`, `Your quote request ${reference} is completed – Location Rive-Sud`].sort(),
    );
    expect(mails[0]?.textBody).toContain("Hello Éloïse,");
    expect(mails[0]?.replyToAddress).toBe(defaultBusiness.email);
  });

  it("writes the French e-mail for a French contact message", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: "Gaétan Lévesque", email: "gaetan@example.com", message: "Bonjour, une question sur la scarifieuse.", privacyAccepted: "on" })) form.set(k, v);
    const answer = await submitContactMessage({ db, formData: form, lang: "fr", settings, clientIp: "198.51.100.4", requestId: "t" });
    if (!answer.body.ok) throw new Error("contact not stored");
    const [row] = await db.select().from(submissions).where(eq(submissions.reference, answer.body.reference));
    await change(db, row!.id, "in_progress");
    const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "status-changed"));
    expect(message).toMatchObject({ lang: "fr", toAddress: "gaetan@example.com", subject: `Votre message ${answer.body.reference} est en cours de traitement – Location Rive-Sud` });
    expect(message?.textBody).toContain("Bonjour Gaétan Lévesque,");
    expect(message?.textBody).toContain("Notre équipe a pris en charge votre message et le traite en ce moment.");
  });

  it("changes nothing and sends nothing when the status is already the one asked", async () => {
    const { db } = current();
    const id = await insertRequest(db, { createdAt: new Date("2026-05-01T12:00:00Z") });
    expect(await change(db, id, "new")).toMatchObject({ outcome: "unchanged", to: "new" });
    expect(await db.select().from(submissionStatusChanges)).toEqual([]);
    expect(await db.select().from(emailOutbox)).toEqual([]);
    const [row] = await db.select({ updatedAt: submissions.updatedAt }).from(submissions).where(eq(submissions.id, id));
    expect(row?.updatedAt).toEqual(new Date("2026-05-01T12:00:00Z"));
  });

  it("sets by hand only what staff may set: no quote-lifecycle outcome, nothing while units are reserved", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const at = new Date("2026-05-01T12:00:00Z");
    const quote = await insertRequest(db, { type: "quote", createdAt: at });
    const reserved = await insertRequest(db, { type: "quote", status: "accepted", createdAt: at });
    const contact = await insertRequest(db, { type: "contact", createdAt: at });
    for (const to of ["quoted", "accepted", "declined", "cancelled", "expired"] as const) {
      expect(await change(db, quote, to), to).toMatchObject({ outcome: "not-allowed", from: "new", to });
    }
    for (const to of ["new", "in_progress", "completed"] as const) expect(await change(db, reserved, to), to).toMatchObject({ outcome: "not-allowed", from: "accepted" });
    expect(await change(db, contact, "quoted")).toMatchObject({ outcome: "not-allowed" });
    expect(await db.select().from(submissionStatusChanges)).toEqual([]);
    expect(await db.select().from(emailOutbox)).toEqual([]);
    // What staff may set still works, a finished quote may be reopened.
    expect(await change(db, quote, "completed")).toMatchObject({ outcome: "changed" });
    expect(await change(db, quote, "in_progress")).toMatchObject({ outcome: "changed", from: "completed" });
  });

  it("answers not-found for an unknown request", async () => {
    const { db } = current();
    expect(await change(db, "00000000-0000-4000-8000-000000000000", "completed")).toEqual({ outcome: "not-found" });
  });

  it("rolls everything back when the history row cannot be written", async () => {
    const { db } = current();
    const id = await insertRequest(db, { createdAt: new Date("2026-05-01T12:00:00Z"), email: "x@example.com" });
    // An actor id that is not an account breaks the history row's foreign key, after the status update ran.
    await expect(changeRequestStatus(db, { submissionId: id, to: "completed", actor: { userId: "no-such-account", name: "X" }, mail })).rejects.toThrow();
    const [row] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id));
    expect(row?.status).toBe("new");
    expect(await db.select().from(emailOutbox)).toEqual([]);
  });

  it("keeps consistent steps when two staff members change the same request at once", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const id = await insertRequest(db, { createdAt: new Date("2026-05-01T12:00:00Z") });
    const outcomes = await Promise.all([change(db, id, "completed"), change(db, id, "completed"), change(db, id, "in_progress")]);
    const history = await db.select().from(submissionStatusChanges).where(eq(submissionStatusChanges.submissionId, id)).orderBy(submissionStatusChanges.id);
    // Each recorded step starts where the previous one ended.
    let status = "new";
    for (const step of history) {
      expect(step.fromStatus).toBe(status);
      status = step.toStatus;
    }
    const [row] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id));
    expect(row?.status).toBe(status);
    expect(history).toHaveLength(outcomes.filter((o) => o.outcome === "changed").length);
    expect(await db.select().from(emailOutbox)).toHaveLength(history.length);
  });
});

describeEachDatabase("staff dashboard: live updates", (current) => {
  it("reports requests created after the marker (with an overlap for late commits) and requests changed since", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const old = await insertRequest(db, { reference: "C-2026-000301", createdAt: new Date(Date.now() - 10 * 60_000) });
    const first = await requestActivitySince(db, new Date());
    expect(first.created).toEqual([]);
    expect(first.updated).toBe(0);

    await insertRequest(db, { reference: "S-2026-000302", type: "quote", name: "Nouveau Client", createdAt: new Date() });
    // A transaction that started before the marker and committed after it.
    await insertRequest(db, { reference: "C-2026-000303", createdAt: new Date(first.checkedAt.getTime() - 5_000) });
    const second = await requestActivitySince(db, first.checkedAt);
    expect(second.created.map((r) => r.reference).sort()).toEqual(["C-2026-000303", "S-2026-000302"]);
    expect(second.created.find((r) => r.reference === "S-2026-000302")).toMatchObject({ type: "quote", name: "Nouveau Client" });
    expect(second.checkedAt.getTime()).toBeGreaterThanOrEqual(first.checkedAt.getTime());

    await changeRequestStatus(db, { submissionId: old, to: "in_progress", actor: STAFF, mail });
    const third = await requestActivitySince(db, second.checkedAt);
    expect(third.updated).toBe(1);
  });
});

describeEachDatabase("staff dashboard: e-mail outbox", (current) => {
  async function failedEmail(db: Db, to = "bounce@example.com") {
    const [row] = await enqueueEmails(db, null, [{ kind: "contact-customer", lang: "fr", to: { address: to }, subject: "Sujet", text: "Texte", html: "<p>Texte</p>" }], "location-rive-sud.example");
    const token = "11111111-1111-4111-8111-111111111111";
    await claimDueEmails(db, { limit: 10, leaseMs: 60_000, token });
    await markEmailFailed(db, row!.id, token, { error: "550 5.1.1 mailbox unavailable", retryInMs: null });
    return row!.id;
  }

  it("lists recent e-mails with state, attempts, last error and the request's reference", async () => {
    const { db } = current();
    const failedId = await failedEmail(db);
    const id = await insertRequest(db, { reference: "C-2026-000401", createdAt: new Date() });
    await enqueueEmails(db, id, [{ kind: "contact-staff", lang: "fr", to: { address: "soumissions@example.com" }, subject: "Nouveau message", text: "t", html: "h" }], "x.example");
    const rows = await listOutbox(db);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === failedId)).toMatchObject({ status: "failed", attempts: 1, lastError: "550 5.1.1 mailbox unavailable", reference: null, toAddress: "bounce@example.com" });
    expect(rows.find((r) => r.id !== failedId)).toMatchObject({ status: "pending", attempts: 0, reference: "C-2026-000401", kind: "contact-staff" });
    expect(await listOutbox(db, 1)).toHaveLength(1);
  });

  it("puts a failed e-mail back in the queue, due now, once", async () => {
    const { db } = current();
    const id = await failedEmail(db);
    expect(await retryFailedEmail(db, id)).toBe(true);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 1, leaseToken: null });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Already pending: nothing more to do; the worker can claim it at once.
    expect(await retryFailedEmail(db, id)).toBe(false);
    expect(await claimDueEmails(db, { limit: 5, leaseMs: 60_000, token: "22222222-2222-4222-8222-222222222222" })).toHaveLength(1);
    expect(await retryFailedEmail(db, "not-a-uuid")).toBe(false);
    expect(await retryFailedEmail(db, "00000000-0000-4000-8000-000000000000")).toBe(false);
  });

  it("never moves an e-mail that did not fail", async () => {
    const { db } = current();
    const [row] = await enqueueEmails(db, null, [{ kind: "contact-customer", lang: "fr", to: { address: "a@example.com" }, subject: "s", text: "t", html: "h" }], "x.example");
    expect(await retryFailedEmail(db, row!.id)).toBe(false);
  });
});

describeEachDatabase("staff dashboard: CSV export", (current) => {
  it("exports the filtered requests with items, accents intact and formulas neutralised", async () => {
    const { db } = current();
    const reference = await submitQuote(db, "fr", { company: '=HYPERLINK("http://evil.example")', comments: "Entrée « côté » garage\nDeuxième ligne" });
    await insertRequest(db, { reference: "C-2026-000501", name: "Autre", createdAt: new Date("2020-01-01T12:00:00Z") });
    const rows = await exportRequestRows(db, filters({ type: "quote" }), "fr");
    expect(rows).toHaveLength(2);
    const [header, quote] = rows;
    expect(header?.[0]).toBe("Référence");
    const cell = (name: string) => quote?.[header!.indexOf(name)];
    expect(cell("Référence")).toBe(reference);
    expect(cell("Type")).toBe("Soumission");
    expect(cell("Statut")).toBe("Nouveau");
    expect(cell("Nom")).toBe("Éloïse Bérubé");
    expect(cell("Téléphone")).toBe("514-555-0199");
    expect(cell("Date")).toBe("2026-11-22 10:00");
    expect(cell("Articles")).toMatch(/^2 × .+ \/ semaine \(\+ Transformateur 600 V industriel\)$/);
    expect(cell("Total")).toMatch(/^\d+,\d{2}$/);

    const csv = csvDocument(rows, "fr");
    expect(csv.startsWith('\uFEFF"Référence";"Type";')).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain('"Entrée « côté » garage\nDeuxième ligne"');
    expect(csv.split("\r\n")).toHaveLength(3);

    const en = await exportRequestRows(db, filters({ q: "autre" }), "en");
    expect(en.map((row) => row[0])).toEqual(["Reference", "C-2026-000501"]);
    expect(csvDocument(en, "en").startsWith('\uFEFF"Reference","Type",')).toBe(true);
  });
});

it("neutralises every formula trigger, and only those", () => {
  for (const value of ["=1+1", "+15145550199", "-2", "@SUM(A1)", "\tx", "\rx"]) expect(neutraliseFormula(value)).toBe(`'${value}`);
  for (const value of ["Béton", "514-555-0199", "a=b", ""]) expect(neutraliseFormula(value)).toBe(value);
});

it("neutralises a formula hidden behind invisible characters or spaces, or written with full-width signs", () => {
  const hidden = ["\u200B=1+1", "\u200C+15145550199", "\u200D-2", "\u2060@SUM(A1)", "\uFEFF=1+1", " =1+1", "\u00A0\u3000-2", "\n=1+1", "\u200B \u200B=1+1"];
  const fullWidth = ["＝1+1", "＋15145550199", "－2", "＠SUM(A1)", '\u200B＝HYPERLINK("http://evil.example")'];
  for (const value of [...hidden, ...fullWidth]) expect(neutraliseFormula(value), JSON.stringify(value)).toBe(`'${value}`);
  for (const value of [" Béton", "\u200BBéton", "a＝b", "Location « Rive-Sud »"]) expect(neutraliseFormula(value), JSON.stringify(value)).toBe(value);
  expect(csvDocument([['\u200B=HYPERLINK("http://evil.example")']], "fr")).toBe(`\uFEFF"'\u200B=HYPERLINK(""http://evil.example"")"\r\n`);
});
