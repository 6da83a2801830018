/**
 * /admin/products/:id/calendar — a product's units day by day ("Availability"): free,
 * reserved (and by which request) or blocked for maintenance, one month at a time (?month=
 * YYYY-MM, plain links); the maintenance blocks, added and removed here.
 *
 * Action intents: "add-block" (units, start, end, reason: refused when the units are reserved
 * those days, under the same lock as reservations) and "remove-block". As in every action: the
 * origin check, then the guard; a bad form answers 400 with its errors beside the fields and
 * nothing written.
 */
import { data } from "react-router";
import type { Route } from "./+types/admin-product-calendar";
import { staffDisplayName, staffMember } from "../auth/guards.server.ts";
import type { AdminActionResult } from "../components/admin/action-result.tsx";
import { ProductCalendarPage } from "../components/admin/product-calendar/product-calendar-page.tsx";
import { getDb } from "../db/client.server.ts";
import { getAdminProduct } from "../db/product-admin.server.ts";
import { addUnitBlock, listUnitBlocks, productCalendar, removeUnitBlock } from "../db/reservations.server.ts";
import { productIdOf } from "../domain/catalogue/catalogue.ts";
import { BLOCK_FIELDS, calendarMonth, checkUnitBlock, monthRange, type BlockField } from "../domain/rental/calendar-month.ts";
import type { FieldErrors } from "../domain/validation/errors.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { formString } from "../domain/validation/fields.ts";
import { langFromPath, translate } from "../i18n/index.ts";
import { logger } from "../platform/logger.server.ts";
import { readForm, refusedRequest } from "../platform/read-form.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import { staticPageMeta } from "../seo/meta.ts";
import { isReadableQuery } from "../domain/request-filters.ts";

export const meta = staticPageMeta("adminProducts", "/admin/products", ({ location }) => ({ title: translate(langFromPath(location.pathname), "adminQuotes.calendar.metaTitle") }));

/** The id of the URL, or a 404 for anything that names no product. */
function productIdOrNotFound(param: string | undefined): number {
  const id = productIdOf(param);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export type BlockActionResult = AdminActionResult & { errors?: FieldErrors; values?: Record<BlockField, string> };

export async function loader(args: Route.LoaderArgs) {
  const { url, params } = args;
  if (!isReadableQuery(url.searchParams)) throw refusedRequest(langFromPath(url.pathname));
  const id = productIdOrNotFound(params.id);
  const db = await getDb();
  const product = await getAdminProduct(db, id);
  if (!product) throw data(null, { status: 404 });
  const lang = langFromPath(url.pathname);
  const today = todayInBusinessZone();
  const month = calendarMonth(url.searchParams.get("month"), today);
  const { from, to } = monthRange(month);
  const fleet = product.input.fleetUnits;
  const [days, blocks] = fleet === null ? [[], []] : await Promise.all([productCalendar(db, id, from, to), listUnitBlocks(db, id)]);
  return data({
    product: { id, name: product.input.name[lang] || product.input.name.fr, fleet, unavailableUntil: product.input.unavailableUntil },
    month,
    today,
    days: days ?? [],
    blocks: blocks.map((block) => ({ ...block, createdAt: block.createdAt.toISOString() })),
  });
}

export async function action(args: Route.ActionArgs) {
  const user = staffMember(args.context);
  const id = productIdOrNotFound(args.params.id);
  const form = await readForm(args);
  const intent = String(form.get("intent") ?? "unknown").slice(0, 40);
  const actor = { userId: user.id, name: staffDisplayName(user) };
  const answer = (status: number, result: BlockActionResult) => data<BlockActionResult>(result, { status });
  const db = await getDb();
  try {
    if (intent === "remove-block") {
      const blockId = /^\d{1,10}$/.test(formString(form, "blockId") ?? "") ? Number(formString(form, "blockId")) : Number.NaN;
      if (Number.isNaN(blockId)) return answer(400, { ok: false, intent, message: "adminQuotes.errors.blockGone" });
      // Only a block of this product: another product's id changes nothing here.
      const own = (await listUnitBlocks(db, id)).some((block) => block.id === blockId);
      if (!own || !(await removeUnitBlock(db, { id: blockId, actor }))) return answer(404, { ok: false, intent, message: "adminQuotes.errors.blockGone" });
      logger.info("unit block removed", { productId: id, blockId, by: user.id });
      return answer(200, { ok: true, intent, message: "adminQuotes.calendar.blockRemoved" });
    }
    if (intent !== "add-block") return answer(400, { ok: false, intent: "unknown", message: "adminQuotes.errors.unknownAction" });

    const product = await getAdminProduct(db, id);
    if (!product) return answer(404, { ok: false, intent, message: "adminProducts.errors.notFound" });
    const values = Object.fromEntries(BLOCK_FIELDS.map((field) => [field, formString(form, field) ?? ""])) as Record<BlockField, string>;
    const fleet = product.input.fleetUnits;
    if (fleet === null) return answer(409, { ok: false, intent, message: "adminQuotes.errors.blockSold", values });
    const checked = checkUnitBlock(values, fleet);
    if (!checked.ok) return answer(400, { ok: false, intent, message: "adminQuotes.errors.summary", errors: checked.errors, values });
    const added = await addUnitBlock(db, { productId: id, ...checked.value, actor });
    if (!added.ok) {
      if (added.reason === "not-found") return answer(404, { ok: false, intent, message: "adminProducts.errors.notFound" });
      if (added.reason === "invalid") return answer(400, { ok: false, intent, message: "adminQuotes.errors.summary", errors: {}, values });
      return answer(409, {
        ok: false,
        intent,
        message: "adminQuotes.errors.blockReserved",
        vars: { free: added.free ?? 0 },
        errors: { units: { key: "adminQuotes.errors.blockReservedField", n: added.free ?? 0 } },
        values,
      });
    }
    logger.info("unit block added", { productId: id, blockId: added.id, units: checked.value.units, by: user.id });
    return answer(200, { ok: true, intent, message: "adminQuotes.calendar.blockAdded" });
  } catch (error) {
    logger.error("unit block not changed", { requestId: args.context.get(requestInfoContext).requestId, productId: id, intent, by: user.id, error });
    return answer(500, { ok: false, intent, message: "adminQuotes.errors.failed" });
  }
}

export default function AdminProductCalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductCalendarPage {...loaderData} answer={actionData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
