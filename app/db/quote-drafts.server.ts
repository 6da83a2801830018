/**
 * Staff prepare a quote: the editor's state (the saved draft, or a new one prefilled
 * from the latest sent version or from the request itself) and the draft's save, checked and
 * priced by the server (app/domain/quote/quote-draft.ts). One draft per request at most (a
 * partial unique index); it becomes a version when sent (./quote-sending.server.ts).
 *
 * Prefill from the request: each line's quantity and dates (its own, or the request's), the
 * catalogue's prices; the delivery fee the request was estimated with, or the estimate from its
 * delivery postal code; the handover at 07:00 on the first start; valid 7 days. A rented line
 * of a request sent without dates gets one period from the first start (a day, or a week for a
 * "week" line): staff adjust it.
 *
 * Extras' suggested prices: diamond discs DIAMOND_DISC_PRICE each, the pump operator
 * PUMP_OPERATOR_HOURLY an hour, and a transformer or a vacuum BY THE DAY at the lowest day
 * price of the catalogue's transformers or industrial vacuums on offer (staff edit those
 * prices in the back office; the suggestion follows). A category with nothing on offer gives no
 * suggestion.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { businessDateTime } from "../domain/business-clock.ts";
import { DEFAULT_HANDOVER_TIME, DEFAULT_QUOTE_VALIDITY_DAYS, DIAMOND_DISC_PRICE, PUMP_OPERATOR_HOURLY } from "../domain/constants.ts";
import { OPEN_QUOTE_STATUSES } from "../domain/request-status.ts";
import { checkQuoteDraft, priceQuoteDraft, type DraftErrors, type DraftProduct, type QuoteDraftInput, type QuoteLineInput } from "../domain/quote/quote-draft.ts";
import type { QuoteExtraKind } from "../domain/rental/quote-document.ts";
import { addDays } from "../domain/rental/rental-dates.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { getEnv } from "../config/env.server.ts";
import { deliveryEstimateFor } from "../rental/delivery-estimate.server.ts";
import { getBusinessSettings } from "./business-settings.server.ts";
import { catalogueProducts } from "./catalogue-schema.ts";
import type { Db } from "./client.server.ts";
import type { DbOrTx } from "./outbox.server.ts";
import { documentOf, lockRequest, type RequestRow, type VersionRow } from "./quote-records.server.ts";
import type { QuoteEditorState } from "./quote-types.ts";
import { quoteVersions } from "./rental-schema.ts";
import { availabilityByLine } from "./reservations.server.ts";
import { submissionItems, submissions } from "./schema.ts";
import type { StaffMember } from "./request-status.server.ts";

const isOpen = (status: RequestRow["status"]) => (OPEN_QUOTE_STATUSES as readonly string[]).includes(status);

/** The pricing facts of these products (archived ones too: an old request may name them); the staff editor prices its preview with them. */
export async function draftProducts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, DraftProduct>> {
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31);
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: catalogueProducts.id, name: catalogueProducts.name, priceDay: catalogueProducts.priceDay, priceWeek: catalogueProducts.priceWeek, salePrice: catalogueProducts.salePrice })
    .from(catalogueProducts)
    .where(inArray(catalogueProducts.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A version's content as the editor's fields (a changed price is the one with a reason). */
function draftOfVersion(row: VersionRow): QuoteDraftInput {
  const handover = businessDateTime(row.handoverAt);
  return {
    lines: row.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      startDate: line.startDate,
      endDate: line.endDate,
      unitTotalOverride: line.priceReason === null ? null : line.unitTotal,
      priceReason: line.priceReason,
    })),
    extras: row.extras.map((extra) => ({ kind: extra.kind, label: extra.label, quantity: extra.quantity, unitPrice: extra.unitPrice })),
    deliveryFee: row.deliveryFee,
    discount: row.discount,
    deposit: row.deposit,
    handoverDate: handover.date,
    handoverTime: handover.time,
    validUntil: row.validUntil,
    note: row.note,
  };
}

/** The delivery fee to start from: the estimate stored with the request, or computed again from its postal code. */
function deliveryFeeOf(request: RequestRow, depot: { latitude: number; longitude: number }): number {
  if (request.deliveryEstimate !== null) return request.deliveryEstimate;
  if (!request.deliveryChoice || !request.deliveryPostalCode) return 0;
  const estimate = deliveryEstimateFor(request.deliveryChoice, request.deliveryPostalCode, { geo: depot });
  return estimate.kind === "estimate" ? estimate.feeCents / 100 : 0;
}

function draftOfRequest(
  request: RequestRow,
  items: (typeof submissionItems.$inferSelect)[],
  products: Map<number, DraftProduct>,
  today: string,
  depot: { latitude: number; longitude: number },
): QuoteDraftInput {
  const defaultStart = request.startDate ?? addDays(today, 1);
  const lines: QuoteLineInput[] = items.map((item) => {
    const product = products.get(item.productId);
    const sold = product ? product.salePrice !== null : item.period === "fixed";
    if (sold) return { productId: item.productId, quantity: item.quantity, startDate: null, endDate: null, unitTotalOverride: null, priceReason: null };
    const startDate = item.startDate ?? request.startDate ?? defaultStart;
    const endDate = item.endDate ?? (item.startDate ? null : request.endDate) ?? addDays(startDate, item.period === "week" ? 6 : 0);
    return { productId: item.productId, quantity: item.quantity, startDate, endDate: endDate < startDate ? startDate : endDate, unitTotalOverride: null, priceReason: null };
  });
  const starts = lines.map((line) => line.startDate).filter((date): date is string => date !== null);
  return {
    lines,
    extras: [],
    deliveryFee: deliveryFeeOf(request, depot),
    discount: 0,
    deposit: 0,
    handoverDate: starts.length > 0 ? starts.reduce((min, date) => (date < min ? date : min)) : defaultStart,
    handoverTime: DEFAULT_HANDOVER_TIME,
    validUntil: addDays(today, DEFAULT_QUOTE_VALIDITY_DAYS),
    note: null,
  };
}

const EXTRA_LABELS: Record<Exclude<QuoteExtraKind, "other">, { fr: string; en: string }> = {
  diamond: { fr: "Disque diamanté (l'unité)", en: "Diamond disc (each)" },
  transformer: { fr: "Transformateur 600 V (par jour)", en: "600 V transformer (per day)" },
  sweeper: { fr: "Aspirateur industriel (par jour)", en: "Industrial vacuum (per day)" },
  operator: { fr: "Opérateur de pompe (à l'heure)", en: "Pump operator (per hour)" },
};

/** The categories whose lowest day price suggests the transformer's and the vacuum's. */
const EXTRA_CATEGORIES = { transformer: "transformateur", sweeper: "aspirateur-industriel" } as const;

async function extraPrices(db: Db): Promise<QuoteEditorState["extraPrices"]> {
  const rows = await db
    .select({ category: catalogueProducts.categoryPath, price: sql<string>`min(${catalogueProducts.priceDay})` })
    .from(catalogueProducts)
    .where(and(inArray(catalogueProducts.categoryPath, Object.values(EXTRA_CATEGORIES)), eq(catalogueProducts.published, true), isNull(catalogueProducts.archivedAt)))
    .groupBy(catalogueProducts.categoryPath);
  const dayPrice = (category: string) => {
    const price = rows.find((row) => row.category === category)?.price;
    return price === undefined || price === null ? null : Number(price);
  };
  const suggestions: QuoteEditorState["extraPrices"] = [{ kind: "diamond", label: EXTRA_LABELS.diamond, unitPrice: DIAMOND_DISC_PRICE }];
  for (const kind of ["transformer", "sweeper"] as const) {
    const price = dayPrice(EXTRA_CATEGORIES[kind]);
    if (price !== null) suggestions.push({ kind, label: EXTRA_LABELS[kind], unitPrice: price });
  }
  suggestions.push({ kind: "operator", label: EXTRA_LABELS.operator, unitPrice: PUMP_OPERATOR_HOURLY });
  return suggestions;
}

/** Options for the editor's prefill; by default the instance's settings (the depot's position). */
export type EditorOptions = { depot?: { latitude: number; longitude: number } };

/** The editor's state: the saved draft, or a new one prefilled; null when no such quote request. */
export async function quoteEditor(db: Db, reference: string, now: Date = new Date(), options: EditorOptions = {}): Promise<QuoteEditorState | null> {
  const [request] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.reference, reference), eq(submissions.type, "quote")));
  if (!request) return null;
  const [versions, items] = await Promise.all([
    db
      .select()
      .from(quoteVersions)
      .where(eq(quoteVersions.submissionId, request.id))
      .orderBy(sql`${quoteVersions.version} desc`),
    db.select().from(submissionItems).where(eq(submissionItems.submissionId, request.id)).orderBy(asc(submissionItems.position)),
  ]);
  const draftRow = versions.find((row) => row.sentAt === null);
  const sent = versions.filter((row) => row.sentAt !== null);
  const today = todayInBusinessZone(now);
  const depot = options.depot ?? (await getBusinessSettings(db, getEnv().settingsDefaults)).business.geo;

  let draft: QuoteDraftInput;
  if (draftRow) draft = draftOfVersion(draftRow);
  else if (sent[0]) draft = { ...draftOfVersion(sent[0]), validUntil: addDays(today, DEFAULT_QUOTE_VALIDITY_DAYS) };
  else
    draft = draftOfRequest(
      request,
      items,
      await draftProducts(
        db,
        items.map((item) => item.productId),
      ),
      today,
      depot,
    );

  const products = await draftProducts(
    db,
    draft.lines.map((line) => line.productId),
  );
  const nextVersion = draftRow?.version ?? (versions[0]?.version ?? 0) + 1;
  const [availability, suggestions] = await Promise.all([
    availabilityByLine(
      db,
      draft.lines.map((line) => ({ productId: line.productId, start: line.startDate ?? "", end: line.endDate ?? "", units: line.quantity })),
    ),
    extraPrices(db),
  ]);
  return {
    submissionId: request.id,
    reference: request.reference,
    status: request.status,
    lang: request.lang,
    draft,
    priced: draftRow ? documentOf(draftRow) : priceQuoteDraft(draft, products, nextVersion),
    saved: draftRow !== undefined,
    // Items for sale have no fleet: no availability to show.
    availability: availability.map((answer) => (answer && answer.fleet !== null ? answer : null)),
    versions: sent.map(documentOf),
    extraPrices: suggestions,
  };
}

/**
 * Checks and prices the draft, and stores it as the request's one draft (created with the next
 * version number, or updated). Nothing is written when a field is wrong (every problem is
 * answered at once) or the request is no longer open (new, in progress or quoted).
 */
export async function saveQuoteDraft(
  db: Db,
  input: { submissionId: string; draft: QuoteDraftInput; actor: StaffMember; now?: Date },
): Promise<{ ok: true; version: number } | { ok: false; reason: "not-found" | "not-open" | "invalid"; errors?: DraftErrors }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, { id: input.submissionId });
    if (!request) return { ok: false, reason: "not-found" } as const;
    if (!isOpen(request.status)) return { ok: false, reason: "not-open" } as const;
    const products = await draftProducts(
      tx,
      input.draft.lines.map((line) => line.productId),
    );
    const errors = checkQuoteDraft(input.draft, products, todayInBusinessZone(now));
    if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors } as const;

    const [existing] = await tx
      .select({ id: quoteVersions.id, version: quoteVersions.version })
      .from(quoteVersions)
      .where(and(eq(quoteVersions.submissionId, request.id), isNull(quoteVersions.sentAt)));
    const [latest] = await tx
      .select({ version: sql<number>`coalesce(max(${quoteVersions.version}), 0)::int` })
      .from(quoteVersions)
      .where(eq(quoteVersions.submissionId, request.id));
    const version = existing?.version ?? Number(latest?.version ?? 0) + 1;
    const document = priceQuoteDraft(input.draft, products, version);
    const values = {
      lines: document.lines,
      extras: document.extras,
      deliveryFee: document.deliveryFee,
      discount: document.discount,
      deposit: document.deposit,
      ...document.totals,
      handoverAt: new Date(document.handoverAt),
      validUntil: document.validUntil,
      note: document.note,
      // The one who prepared it last.
      createdByUserId: input.actor.userId,
      createdByName: input.actor.name,
      updatedAt: now,
    };
    if (existing) await tx.update(quoteVersions).set(values).where(eq(quoteVersions.id, existing.id));
    else await tx.insert(quoteVersions).values({ ...values, submissionId: request.id, version, createdAt: now });
    return { ok: true, version } as const;
  });
}
