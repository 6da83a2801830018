/**
 * Rows of the rental loop for the data tests: a quote request stored directly (its
 * dates, lines and delivery chosen by the test), a product's fleet, and a quote version. The
 * seeded catalogue (migration 0007) gives the products: 1 = Husqvarna PG 820 grinder
 * (350 $/day, 1 225 $/week), 4 = Husqvarna S 36 vacuum (145 $/day, no week price: 4.5 ×),
 * 8 = Mapei Ultraplan bag (sold, 45 $).
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { user } from "../../app/db/auth-schema.ts";
import { catalogueProducts } from "../../app/db/catalogue-schema.ts";
import type { Db } from "../../app/db/client.server.ts";
import { quoteVersions } from "../../app/db/rental-schema.ts";
import { submissionItems, submissions } from "../../app/db/schema.ts";
import { defaultBusiness } from "../../app/config/business.ts";
import { businessInstant } from "../../app/domain/business-clock.ts";
import type { QuoteDocumentLine } from "../../app/domain/rental/quote-document.ts";

export const STAFF = { userId: "staff-1", name: "Sophie Gagnon" };

/** What the e-mails of the quote lifecycle are rendered with. */
export const MAIL = {
  business: defaultBusiness,
  publicUrl: "https://location-rive-sud.example",
  staffNotifyEmail: "soumissions@location-rive-sud.example",
  messageIdDomain: "location-rive-sud.example",
};

export async function setFleet(db: Db, productId: number, fleetUnits: number, unavailableUntil: string | null = null): Promise<void> {
  await db.update(catalogueProducts).set({ fleetUnits, unavailableUntil }).where(eq(catalogueProducts.id, productId));
}

/** STAFF's account (the rows staff write name it). */
export async function addStaffAccount(db: Db): Promise<void> {
  await db.insert(user).values({ id: STAFF.userId, name: STAFF.name, email: "sophie@location-rive-sud.example", emailVerified: true, role: "admin", roleSource: "env" });
}

let sequence = 0;

export type RequestLine = { productId: number; quantity: number; startDate?: string | null; endDate?: string | null; period?: "day" | "week" | "fixed" };

/** A quote request as the storefront stores it (reference S-2026-…), with its lines. */
export async function insertQuoteRequest(
  db: Db,
  options: {
    lines?: RequestLine[];
    startDate?: string | null;
    endDate?: string | null;
    lang?: "fr" | "en";
    email?: string;
    deliveryChoice?: "delivery" | "pickup" | "delivery-only";
    deliveryPostalCode?: string | null;
    deliveryEstimate?: number | null;
    createdAt?: Date;
  } = {},
): Promise<{ id: string; reference: string }> {
  sequence += 1;
  const reference = `S-2026-${String(900000 + sequence)}`;
  const createdAt = options.createdAt ?? new Date("2026-11-22T15:00:00Z");
  const [row] = await db
    .insert(submissions)
    .values({
      type: "quote",
      reference,
      lang: options.lang ?? "fr",
      name: "Jean Tremblay",
      firstName: "Jean",
      lastName: "Tremblay",
      email: options.email ?? `jean${sequence}@example.com`,
      phone: "+15141234567",
      company: "Béton Tremblay inc.",
      startDate: options.startDate === undefined ? "2026-12-04" : options.startDate,
      endDate: options.endDate === undefined ? "2026-12-12" : options.endDate,
      deliveryChoice: options.deliveryChoice ?? "pickup",
      deliveryNeeded: (options.deliveryChoice ?? "pickup") !== "pickup",
      deliveryPostalCode: options.deliveryPostalCode ?? null,
      deliveryEstimate: options.deliveryEstimate ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: submissions.id, reference: submissions.reference });
  const lines = options.lines ?? [{ productId: 1, quantity: 2 }];
  await db.insert(submissionItems).values(
    lines.map((line, position) => ({
      submissionId: row!.id,
      position,
      productId: line.productId,
      productName: `Produit ${line.productId}`,
      productNameEn: `Product ${line.productId}`,
      quantity: line.quantity,
      period: line.period ?? (line.productId === 8 ? ("fixed" as const) : ("day" as const)),
      unitPrice: 1,
      lineTotal: line.quantity,
      startDate: line.startDate ?? null,
      endDate: line.endDate ?? null,
    })),
  );
  return row!;
}

/** A sent version with one rented line (quoted amounts of no interest to the test). */
export async function insertSentVersion(
  db: Db,
  submissionId: string,
  options: { version?: number; lines?: Partial<QuoteDocumentLine>[]; validUntil?: string; handoverAt?: Date; sentAt?: Date; total?: number } = {},
): Promise<string> {
  const lines: QuoteDocumentLine[] = (options.lines ?? [{}]).map((line) => ({
    productId: 1,
    name: { fr: "Meuleuse", en: "Grinder" },
    quantity: 1,
    startDate: "2026-12-04",
    endDate: "2026-12-12",
    weeks: 1,
    days: 2,
    dayPrice: 350,
    weekPrice: 1225,
    unitTotal: 1925,
    lineTotal: 1925,
    priceReason: null,
    ...line,
  }));
  const [row] = await db
    .insert(quoteVersions)
    .values({
      submissionId,
      version: options.version ?? 1,
      lines,
      extras: [],
      subtotal: 1925,
      tps: 96.25,
      tvq: 192.02,
      total: options.total ?? 2213.27,
      handoverAt: options.handoverAt ?? new Date("2026-12-04T12:00:00Z"),
      validUntil: options.validUntil ?? "2026-11-29",
      createdByName: STAFF.name,
      sentAt: options.sentAt ?? new Date("2026-11-22T16:00:00Z"),
    })
    .returning({ id: quoteVersions.id });
  return row!.id;
}

/** Rows of a table, counted (what a refused act must leave unchanged). */
export async function countRows(db: Db, table: "reservations" | "quote_responses" | "email_outbox" | "submission_status_changes" | "quote_versions" | "unit_blocks"): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * A request already sent (status quoted, its link's token), its latest version quoting `units`
 * of product 1 from `start` to `end`, handover 07:00 on `start` (earlier versions: past their validity).
 */
export async function insertQuotedRequest(
  db: Db,
  options: { units?: number; start?: string; end?: string; validUntil?: string; status?: "quoted" | "accepted"; versions?: number } = {},
): Promise<{ id: string; reference: string; token: string }> {
  const start = options.start ?? "2026-12-04";
  const end = options.end ?? "2026-12-12";
  const request = await insertQuoteRequest(db, { startDate: start, endDate: end, lines: [{ productId: 1, quantity: options.units ?? 1 }] });
  for (let version = 1; version <= (options.versions ?? 1); version++) {
    await insertSentVersion(db, request.id, {
      version,
      // Earlier versions are long past their validity: only the latest counts.
      validUntil: version === (options.versions ?? 1) ? (options.validUntil ?? "2026-11-29") : "2026-11-23",
      handoverAt: businessInstant(start, "07:00"),
      lines: [{ quantity: options.units ?? 1, startDate: start, endDate: end }],
    });
  }
  const token = randomBytes(32).toString("base64url");
  await db
    .update(submissions)
    .set({ status: options.status ?? "quoted", quoteToken: token })
    .where(eq(submissions.id, request.id));
  return { ...request, token };
}
