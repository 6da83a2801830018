/**
 * The staff quote editor's server side (./admin-quote.tsx): the page's view of a quote (the
 * form's values, the priced document, each line's availability, the sent versions), and the
 * preview of a draft as typed, priced and checked against the fleet without being saved. The
 * stored draft, its sending and their checks are the data layer's (app/db/quotes.server.ts).
 */
import { draftProducts } from "../db/quote-drafts.server.ts";
import type { QuoteEditorState } from "../db/quotes.server.ts";
import { availabilityByLine, type ProductAvailability } from "../db/reservations.server.ts";
import type { Db } from "../db/client.server.ts";
import { priceQuoteDraft, priceQuoteLine, type DraftProduct, type QuoteDraftInput } from "../domain/quote/quote-draft.ts";
import type { RequestStatus } from "../domain/request-status.ts";
import { QUOTE_EXTRA_KINDS, type QuoteDocument, type QuoteExtraKind } from "../domain/rental/quote-document.ts";
import { amountText, editorValuesFromDraft, type EditorExtraValues, type EditorValues } from "../domain/rental/quote-editor-form.ts";
import { deliveryEstimate, type DeliveryChoice } from "../domain/rental/delivery-estimate.ts";
import { isIsoDate } from "../domain/validation/dates.ts";
import { postalAreaCentre } from "../rental/postal-areas.server.ts";
import { localizePath, type Lang } from "../i18n/index.ts";

/** A request's reference as the editor's URL carries it (a quote's: S-2026-000123). */
export function quoteReferenceOf(param: string | undefined): string | null {
  return param && /^S-\d{4}-\d{6,9}$/.test(param) ? param : null;
}

/** The catalogue's price of one unit for a line's dates, with its breakdown (the hint beside the price). */
export type CataloguePrice = { unitTotal: number; weeks: number; days: number } | null;

/** Everything the editor's page shows. */
export type EditorView = {
  submissionId: string;
  reference: string;
  status: RequestStatus;
  /** The customer's language: the quote, its e-mail and its PDF are in it. */
  customerLang: Lang;
  /** A draft is stored (otherwise the form is prefilled from the request). */
  saved: boolean;
  /** The view shows what was typed, not yet saved. */
  unsaved: boolean;
  values: EditorValues;
  /** Whether each line (by position) is rented (dates, availability) or sold. */
  rented: boolean[];
  priced: QuoteDocument;
  /** `priced` and `availability` are the last good figures, not those of `values` (which have errors). */
  stale: boolean;
  catalogue: CataloguePrice[];
  availability: (ProductAvailability | null)[];
  versions: QuoteDocument[];
  extraPrices: QuoteEditorState["extraPrices"];
  /** The customer's private page (path), once a version was sent. */
  link: string | null;
};

/** The pricing facts of the products the quote names, or a form posted for it may name (the data layer's own). */
export async function quoteProducts(db: Db, state: QuoteEditorState, values?: EditorValues): Promise<Map<number, DraftProduct>> {
  const posted = values?.lines.map((line) => Number(line.productId)).filter((id) => Number.isInteger(id)) ?? [];
  return draftProducts(db, [...state.draft.lines.map((line) => line.productId), ...posted]);
}

function cataloguePrices(lines: readonly { productId: number; startDate: string | null; endDate: string | null }[], products: ReadonlyMap<number, DraftProduct>): CataloguePrice[] {
  return lines.map((line) => {
    const product = products.get(line.productId);
    if (!product) return null;
    const dated = line.startDate && line.endDate && isIsoDate(line.startDate) && isIsoDate(line.endDate) && line.startDate <= line.endDate;
    const price = priceQuoteLine(
      { productId: line.productId, quantity: 1, startDate: dated ? line.startDate : null, endDate: dated ? line.endDate : null, unitTotalOverride: null, priceReason: null },
      product,
    );
    return { unitTotal: price.unitTotal, weeks: price.weeks, days: price.days };
  });
}

/** The lines as typed, read leniently (the hints beside fields that may still be wrong). */
function typedLines(values: EditorValues) {
  return values.lines.map((line) => ({ productId: Number(line.productId), startDate: line.startDate.trim() || null, endDate: line.endDate.trim() || null }));
}

function rentedFlags(lines: readonly { productId: number }[], products: ReadonlyMap<number, DraftProduct>): boolean[] {
  return lines.map((line) => products.get(line.productId)?.salePrice === null);
}

function linkOf(token: string | null, lang: Lang): string | null {
  return token ? localizePath(`/quotes/${token}`, lang) : null;
}

/** The view of the draft as stored (or prefilled): what the page shows on arrival and after a save. */
export function storedView(state: QuoteEditorState, products: ReadonlyMap<number, DraftProduct>, pageLang: Lang, token: string | null): EditorView {
  const catalogue = cataloguePrices(state.draft.lines, products);
  return {
    submissionId: state.submissionId,
    reference: state.reference,
    status: state.status,
    customerLang: state.lang,
    saved: state.saved,
    unsaved: false,
    values: editorValuesFromDraft(
      state.draft,
      catalogue.map((price, i) => price?.unitTotal ?? state.priced.lines[i]?.unitTotal ?? 0),
      pageLang,
      state.lang,
    ),
    rented: rentedFlags(state.draft.lines, products),
    priced: state.priced,
    stale: false,
    catalogue,
    availability: state.availability,
    versions: state.versions,
    extraPrices: state.extraPrices,
    link: linkOf(token, state.lang),
  };
}

/** Availability of each rented line with its dates (by position; null for a sold line: no fleet). */
export async function draftAvailability(db: Db, draft: QuoteDraftInput): Promise<(ProductAvailability | null)[]> {
  const answers = await availabilityByLine(
    db,
    draft.lines.map((line) => ({ productId: line.productId, start: line.startDate ?? "", end: line.endDate ?? "", units: line.quantity })),
  );
  return answers.map((answer) => (answer && answer.fleet !== null ? answer : null));
}

/**
 * The view of a draft as typed: priced and checked against the fleet when it reads (`draft`),
 * else the values echoed over the last view's figures, beside their errors. After a line's dates
 * change, its field shows the catalogue's price for the new dates unless staff set their own.
 */
export async function previewView(db: Db, base: EditorView, values: EditorValues, draft: QuoteDraftInput | null, products: ReadonlyMap<number, DraftProduct>, pageLang: Lang): Promise<EditorView> {
  if (!draft) {
    const lines = typedLines(values);
    return { ...base, unsaved: true, values, rented: rentedFlags(lines, products), catalogue: cataloguePrices(lines, products), stale: true };
  }
  const catalogue = cataloguePrices(draft.lines, products);
  const shown: EditorValues = {
    ...values,
    lines: values.lines.map((line, i) => {
      const override = draft.lines[i]?.unitTotalOverride ?? null;
      const price = amountText(pageLang, override ?? catalogue[i]?.unitTotal ?? 0);
      return { ...line, unitPrice: price, shownPrice: price, overridden: override !== null ? "1" : "", priceReason: override !== null ? line.priceReason : "" };
    }),
  };
  return {
    ...base,
    unsaved: true,
    values: shown,
    rented: rentedFlags(draft.lines, products),
    priced: priceQuoteDraft(draft, products, base.priced.version),
    stale: false,
    catalogue,
    availability: await draftAvailability(db, draft),
  };
}

/**
 * The delivery estimate of the request (the hint beside the delivery fee): as stored when it was
 * sent, or from its delivery postal code as /quote estimates it (no amount: unknown or out of
 * the area; pickup: none).
 */
export function requestDeliveryEstimate(
  request: { deliveryChoice: DeliveryChoice | null; deliveryPostalCode: string | null; deliveryEstimate: number | null },
  depot: { latitude: number; longitude: number },
): number | null {
  if (request.deliveryEstimate !== null) return request.deliveryEstimate;
  if (!request.deliveryChoice || !request.deliveryPostalCode) return null;
  const estimate = deliveryEstimate(request.deliveryChoice, { lat: depot.latitude, lng: depot.longitude }, postalAreaCentre(request.deliveryPostalCode));
  return estimate.kind === "estimate" ? estimate.feeCents / 100 : null;
}

/* ------------------------------------------------------------ rows added and removed */

/** The editor's row buttons: "add-extra:diamond", "remove-extra:2", "remove-line:0". */
export type RowChange = { kind: "add-extra"; extra: QuoteExtraKind } | { kind: "remove-extra"; index: number } | { kind: "remove-line"; index: number };

export function rowChangeOf(intent: string): RowChange | null {
  const [action, argument = ""] = intent.split(":");
  if (action === "add-extra" && (QUOTE_EXTRA_KINDS as readonly string[]).includes(argument)) return { kind: "add-extra", extra: argument as QuoteExtraKind };
  const index = /^\d{1,2}$/.test(argument) ? Number(argument) : -1;
  if (index < 0) return null;
  if (action === "remove-extra") return { kind: "remove-extra", index };
  if (action === "remove-line") return { kind: "remove-line", index };
  return null;
}

/** The values with a row added (an option or service at its suggested price) or removed. */
export function applyRowChange(values: EditorValues, change: RowChange, extraPrices: EditorView["extraPrices"], customerLang: Lang, pageLang: Lang): EditorValues {
  if (change.kind === "remove-extra") return { ...values, extras: values.extras.filter((_, i) => i !== change.index) };
  if (change.kind === "remove-line") return { ...values, lines: values.lines.filter((_, i) => i !== change.index) };
  const preset = extraPrices.find((price) => price.kind === change.extra);
  const extra: EditorExtraValues = preset
    ? { kind: preset.kind, label: preset.label[customerLang], presetFr: preset.label.fr, presetEn: preset.label.en, quantity: "1", unitPrice: amountText(pageLang, preset.unitPrice) }
    : { kind: change.extra, label: "", presetFr: "", presetEn: "", quantity: "1", unitPrice: "" };
  return { ...values, extras: [...values.extras, extra] };
}
