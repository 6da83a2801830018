/**
 * /admin/products/:id/units — a product's units: each with its tag, serial number, meter and
 * state, and a unit added (the tag it already wears, or the next numbered one). The product
 * form's count adds and retires units too (app/db/rental-units.server.ts, resizeFleet).
 *
 * Action intent "add-unit". As in every action: the origin check, then the guard; a bad form
 * answers 400 with its errors beside the fields and nothing written.
 */
import { data } from "react-router";
import type { Route } from "./+types/admin-product-units";
import { staffDisplayName, staffMember } from "../auth/guards.server.ts";
import type { AdminActionResult } from "../components/admin/action-result.tsx";
import { ProductUnitsPage } from "../components/admin/units/product-units-page.tsx";
import { getDb } from "../db/client.server.ts";
import { getAdminProduct } from "../db/product-admin.server.ts";
import { addUnit, listProductUnits } from "../db/rental-units.server.ts";
import { productIdOf } from "../domain/catalogue/catalogue.ts";
import { checkUnitForm, UNIT_FIELDS, type UnitField } from "../domain/rental/unit-form.ts";
import type { FieldErrors } from "../domain/validation/errors.ts";
import { formString } from "../domain/validation/fields.ts";
import { langFromPath, translate } from "../i18n/index.ts";
import { logger } from "../platform/logger.server.ts";
import { readForm } from "../platform/read-form.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import { staticPageMeta } from "../seo/meta.ts";

export const meta = staticPageMeta("adminProducts", "/admin/products", ({ location }) => ({ title: translate(langFromPath(location.pathname), "adminUnits.metaTitle") }));

export type UnitFormResult = AdminActionResult & { errors?: FieldErrors; values?: Record<UnitField, string> };

export async function loader({ params, url }: Route.LoaderArgs) {
  const id = productIdOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const db = await getDb();
  const product = await getAdminProduct(db, id);
  if (!product) throw data(null, { status: 404 });
  const lang = langFromPath(url.pathname);
  const units = await listProductUnits(db, id);
  return { product: { id, name: product.input.name[lang] || product.input.name.fr, sold: product.input.fleetUnits === null }, units };
}

export async function action(args: Route.ActionArgs) {
  const user = staffMember(args.context);
  const id = productIdOf(args.params.id);
  const form = await readForm(args);
  const intent = String(form.get("intent") ?? "unknown").slice(0, 40);
  const answer = (status: number, result: UnitFormResult) => data<UnitFormResult>(result, { status });
  if (id === null) return answer(404, { ok: false, intent, message: "adminUnits.errors.productGone" });
  if (intent !== "add-unit") return answer(400, { ok: false, intent: "unknown", message: "adminUnits.errors.unknownAction" });
  const values = Object.fromEntries(UNIT_FIELDS.map((field) => [field, formString(form, field) ?? ""])) as Record<UnitField, string>;
  const checked = checkUnitForm(values, { withTag: true });
  if (!checked.ok) return answer(400, { ok: false, intent, message: "adminUnits.errors.summary", errors: checked.errors, values });
  try {
    const added = await addUnit(await getDb(), { productId: id, ...checked.value }, { userId: user.id, name: staffDisplayName(user) });
    if (!added.ok) {
      if (added.reason === "tag-taken") return answer(409, { ok: false, intent, message: "adminUnits.errors.summary", errors: { tag: { key: "adminUnits.errors.tagTaken" } }, values });
      if (added.reason === "sold-item") return answer(409, { ok: false, intent, message: "adminUnits.errors.soldItem" });
      return answer(404, { ok: false, intent, message: "adminUnits.errors.productGone" });
    }
    logger.info("unit added", { productId: id, unitId: added.id, by: user.id });
    return answer(200, { ok: true, intent, message: "adminUnits.add.added", vars: { tag: added.tag } });
  } catch (error) {
    logger.error("unit not added", { requestId: args.context.get(requestInfoContext).requestId, productId: id, by: user.id, error });
    return answer(500, { ok: false, intent, message: "adminUnits.errors.failed" });
  }
}

export default function AdminProductUnitsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductUnitsPage {...loaderData} answer={actionData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
