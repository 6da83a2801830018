/**
 * The catalogue, read from the database and kept in memory (decision 0015).
 *
 * Every request costs one `select version from catalogue_version`; the full
 * catalogue (two small queries) is read again only when that version differs
 * from the one of the copy in memory. Any write to the catalogue tables bumps
 * the version in the same transaction (a trigger, migration 0007), so a change
 * made through one instance — or by hand in SQL — is seen by every instance at
 * its next request.
 *
 * A product's availability depends on the day (`unavailable_until`), so the
 * copy is also rebuilt, without a query, when the day changes in Quebec.
 */
import { PGlite } from "@electric-sql/pglite";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type pg from "pg";
import { isCategoryPath } from "../domain/catalogue/catalogue.ts";
import { photoImage } from "../domain/catalogue/photos.ts";
import type { Catalogue, CategoryDefinition, Product, ProductImage } from "../domain/catalogue/types.ts";
import { pricePerPeriod } from "../domain/pricing.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { logger } from "../platform/logger.server.ts";
import { productPhotos } from "./back-office-schema.ts";
import { catalogueCategories, catalogueProducts } from "./catalogue-schema.ts";
import { getDb, type Db } from "./client.server.ts";
import { requestVersions } from "./versions.server.ts";

type CategoryRow = typeof catalogueCategories.$inferSelect;
type ProductRow = typeof catalogueProducts.$inferSelect;

type PhotoRow = typeof productPhotos.$inferSelect;

type Rows = { version: number; categories: CategoryRow[]; products: ProductRow[]; photos: PhotoRow[] };
type Copy = { rows: Rows; day: string; catalogue: Catalogue };

/** Per database handle (one per instance; tests open several): the copy in memory and a read in flight. */
type Holder = { copy?: Copy; loading?: Promise<Rows> };
const holders = new WeakMap<Db, Holder>();

const VERSION_QUERY = "select version from catalogue_version";

/**
 * The one statement of every request, sent to the driver itself with the simple query
 * protocol: on PGlite it costs ~45 µs, against ~230 µs through Drizzle's query builder
 * (measured; see docs/decisions/0015-catalogue-in-the-database.md, "History").
 */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const rows: { version: unknown }[] = client instanceof PGlite ? ((await client.exec(VERSION_QUERY))[0]?.rows ?? []) : (await client.query(VERSION_QUERY)).rows;
  const [row] = rows;
  if (!row) throw new Error("catalogue_version has no row: migrations were not applied");
  // node-postgres reads a bigint as a string; a version stays far below 2^53.
  return Number(row.version);
}

async function readRows(db: Db): Promise<Rows> {
  // The version first: rows read after it are at least that new, so a copy is never
  // labelled newer than its content (at worst it is read again at the next request).
  const version = await readCatalogueVersion(db);
  const categories = await db.select().from(catalogueCategories).orderBy(asc(catalogueCategories.position), asc(catalogueCategories.path));
  const products = await db
    .select()
    .from(catalogueProducts)
    .where(and(isNull(catalogueProducts.archivedAt), eq(catalogueProducts.published, true)))
    .orderBy(asc(catalogueProducts.id));
  const photos = await db.select().from(productPhotos).orderBy(asc(productPhotos.productId), asc(productPhotos.position), asc(productPhotos.createdAt));
  return { version, categories, products, photos };
}

function toCategory(row: CategoryRow): CategoryDefinition | undefined {
  if (!isCategoryPath(row.path)) return undefined;
  return { path: row.path, name: row.name, description: row.description, image: row.image, imageAlt: row.imageAlt, soldAtFixedPrice: row.soldAtFixedPrice };
}

/**
 * A row as the storefront sees it. Prices are resolved: an item for sale has its sale price
 * in both fields (as the static data had), and an empty week price becomes the weekly
 * fallback (4.5 × the day price, app/domain/pricing.ts). Available = for sale or at least one
 * unit in the fleet, and not out of service today (back on `unavailable_until`).
 * Its images are its photos in order when staff uploaded some, its illustrations otherwise.
 */
function toProduct(row: ProductRow, category: CategoryDefinition, today: string, photos: readonly PhotoRow[] = []): Product | undefined {
  const priceDay = row.salePrice ?? row.priceDay;
  const [image, ...images]: readonly ProductImage[] = photos.length > 0 ? photos.map(photoImage) : row.images;
  if (priceDay === null || !image) return undefined;
  const sold = category.soldAtFixedPrice;
  const priceWeek = sold ? priceDay : (row.priceWeek ?? pricePerPeriod({ priceDay, priceWeek: null, soldAtFixedPrice: false }, "week"));
  const outOfService = row.unavailableUntil !== null && today < row.unavailableUntil;
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    model: row.model,
    categoryPath: category.path,
    description: row.description,
    image,
    images,
    ...(row.video ? { video: row.video } : {}),
    priceDay,
    priceWeek,
    rating: row.rating,
    reviews: row.reviews,
    available: !outOfService && (sold || (row.fleetUnits ?? 0) > 0),
    ...(outOfService && row.unavailableUntil ? { returnsOn: row.unavailableUntil } : {}),
    applications: row.applications,
    features: row.features,
    specifications: row.specifications,
    included: row.included,
    safety: row.safety,
  };
}

/** The catalogue of these rows on this day; a row the storefront cannot show is logged and left out. */
export function catalogueFromRows(rows: Pick<Rows, "categories" | "products"> & Partial<Pick<Rows, "photos">>, today: string): Catalogue {
  const categories: CategoryDefinition[] = [];
  for (const row of rows.categories) {
    const category = toCategory(row);
    if (category) categories.push(category);
    else logger.warn("catalogue category left out: unknown path", { path: row.path });
  }
  const byPath = new Map(categories.map((c) => [c.path as string, c]));
  const photosByProduct = Map.groupBy(rows.photos ?? [], (photo) => photo.productId);
  const products: Product[] = [];
  for (const row of rows.products) {
    const category = byPath.get(row.categoryPath);
    const product = category ? toProduct(row, category, today, photosByProduct.get(row.id)) : undefined;
    if (product) products.push(product);
    else logger.warn("catalogue product left out: no category, price or image", { productId: row.id });
  }
  return { categories, products };
}

async function freshRows(db: Db, holder: Holder, atLeast: number): Promise<Rows> {
  // Concurrent requests that see the same change share one read.
  const inFlight = holder.loading;
  if (inFlight) {
    const rows = await inFlight.catch(() => undefined);
    if (rows && rows.version >= atLeast) return rows;
  }
  const loading = readRows(db);
  holder.loading = loading;
  try {
    return await loading;
  } finally {
    if (holder.loading === loading) holder.loading = undefined;
  }
}

/**
 * The current catalogue of `db`: from memory when its version is unchanged (one small query,
 * or none when the caller has just read the version: `knownVersion`).
 */
export async function getCatalogue(db: Db, now: Date = new Date(), knownVersion?: number): Promise<Catalogue> {
  let holder = holders.get(db);
  if (!holder) {
    holder = {};
    holders.set(db, holder);
  }
  const version = knownVersion ?? (await readCatalogueVersion(db));
  const today = todayInBusinessZone(now);
  let copy = holder.copy;
  if (!copy || copy.rows.version < version) {
    const rows = await freshRows(db, holder, version);
    // A concurrent request may have installed this version, or a newer one, meanwhile: keep it.
    copy = holder.copy && holder.copy.rows.version >= rows.version ? holder.copy : { rows, day: today, catalogue: catalogueFromRows(rows, today) };
    holder.copy = copy;
  }
  if (copy.day !== today) {
    copy = { rows: copy.rows, day: today, catalogue: catalogueFromRows(copy.rows, today) };
    holder.copy = copy;
  }
  return copy.catalogue;
}

/**
 * Was this product on the storefront once and archived since? Its old URL then answers 410
 * (gone) rather than 404 (never existed). Asked only when the catalogue in memory lacks the id.
 */
export async function isArchivedProduct(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: catalogueProducts.id })
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.id, id), isNotNull(catalogueProducts.archivedAt)));
  return row !== undefined;
}

const perRequest = new WeakMap<object, Promise<Catalogue>>();

/**
 * The catalogue for this request, read at most once per request whatever the number of
 * loaders that ask (`context` is React Router's per-request context). Its version comes with
 * the business settings' in the request's one statement (./versions.server.ts).
 */
export function requestCatalogue(context: object): Promise<Catalogue> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = Promise.all([getDb(), requestVersions(context)]).then(([db, versions]) => getCatalogue(db, new Date(), versions.catalogue));
    perRequest.set(context, pending);
  }
  return pending;
}
