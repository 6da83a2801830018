/**
 * /admin/products/new and /admin/products/:id — create and edit a product
 *: texts in both languages, brand, model, category, prices, fleet,
 * return date, video, rating; archive and restore; the change history.
 *
 * Action intents: "save" (create or update), "archive", "restore". As in every
 * action: the origin check, then the guard; a bad form answers 400 with its
 * errors beside the fields and nothing written; each write is one transaction
 * with its history record (app/db/product-admin.server.ts).
 */
import { ArrowLeft, CalendarDays, ExternalLink } from "../components/ui/icons.tsx";
import { Forklift, Images } from "../components/ui/admin-icons.tsx";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-product";
import { staffDisplayName, staffMember } from "../auth/guards.server.ts";
import { ActionNotice, useActionToast, type AdminActionResult } from "../components/admin/action-result.tsx";
import { AdminHeader } from "../components/admin/admin-header.tsx";
import { ProductArchivePanel, ProductStatusPanel } from "../components/admin/product-panels.tsx";
import { ProductForm } from "../components/admin/product-form.tsx";
import { ProductHistory } from "../components/admin/product-history.tsx";
import { FormMessage } from "../components/ui/form-field.tsx";
import { requestCatalogue } from "../db/catalogue.server.ts";
import { getDb } from "../db/client.server.ts";
import { createProduct, getAdminProduct, setProductArchived, updateProduct } from "../db/product-admin.server.ts";
import { productIdOf as productIdOfSegment } from "../domain/catalogue/catalogue.ts";
import { productState } from "../domain/catalogue/product-admin-list.ts";
import { PRODUCT_FIELDS, productFormSchema, type ProductField } from "../domain/catalogue/product-form.ts";
import { englishMissing, productFormValues } from "../domain/catalogue/product-form-values.ts";
import type { FieldErrors } from "../domain/validation/errors.ts";
import { checkForm } from "../domain/validation/check-form.ts";
import { formString } from "../domain/validation/fields.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { langFromPath, localizePath } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { logger } from "../platform/logger.server.ts";
import { readForm } from "../platform/read-form.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import { staticPageMeta } from "../seo/meta.ts";

export const meta = staticPageMeta("adminProducts", "/admin/products");

type ProductActionResult = AdminActionResult & { errors?: FieldErrors; values?: Record<ProductField, string> };

/** The id of the URL, or a 404 for anything that names no product. */
function productIdOf(params: { id?: string }): number | undefined {
  if (params.id === undefined) return undefined;
  const id = productIdOfSegment(params.id);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

const EMPTY_VALUES = Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, ""])) as Record<ProductField, string>;

export async function loader(args: Route.LoaderArgs) {
  const { url, params, context } = args;
  const lang = langFromPath(url.pathname);
  const catalogue = await requestCatalogue(context);
  const categories = catalogue.categories.map((category) => ({ path: category.path, name: category.name[lang], sold: category.soldAtFixedPrice }));
  const id = productIdOf(params);
  if (id === undefined) return data({ categories, values: EMPTY_VALUES, product: null, created: false });
  const product = await getAdminProduct(await getDb(), id);
  if (!product) throw data(null, { status: 404 });
  const { input } = product;
  const summary = {
    id: product.id,
    name: input.name[lang] || input.name.fr,
    categoryName: categories.find((category) => category.path === input.categoryPath)?.name ?? input.categoryPath,
    state: productState({ ...input, id, archivedAt: product.archivedAt, englishMissing: false }, todayInBusinessZone()),
    returnsOn: input.unavailableUntil,
    sold: input.fleetUnits === null,
    englishMissing: englishMissing(input),
    loadedAt: product.updatedAt.toISOString(),
    history: product.history.map((entry) => ({ ...entry, changedAt: entry.changedAt.toISOString() })),
  };
  return data({ categories, values: productFormValues(input), product: summary, created: url.searchParams.has("created") });
}

export async function action(args: Route.ActionArgs) {
  const user = staffMember(args.context);
  const { url, params, context } = args;
  const lang = langFromPath(url.pathname);
  const id = productIdOf(params);
  const form = await readForm(args);
  const intent = form.get("intent");
  const actor = { userId: user.id, name: staffDisplayName(user) };
  const db = await getDb();
  const answer = (status: number, result: ProductActionResult) => data<ProductActionResult>(result, { status });

  try {
    if ((intent === "archive" || intent === "restore") && id !== undefined) {
      const outcome = await setProductArchived(db, id, intent === "archive", actor);
      if (outcome === "not-found") return answer(404, { ok: false, intent, message: "adminProducts.errors.notFound" });
      if (outcome === "done") logger.info(`product ${intent}d`, { productId: id, by: user.id });
      return answer(200, { ok: true, intent, message: intent === "archive" ? "adminProducts.archive.done" : "adminProducts.archive.restored" });
    }
    if (intent !== "save") return answer(400, { ok: false, intent: "unknown", message: "adminProducts.errors.failed" });

    const values = Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, formString(form, field) ?? ""])) as Record<ProductField, string>;
    const sold = (await requestCatalogue(context)).categories.filter((category) => category.soldAtFixedPrice).map((category) => category.path);
    const checked = checkForm(productFormSchema(sold), values, { order: PRODUCT_FIELDS });
    const invalid = (errors: FieldErrors) => answer(400, { ok: false, intent, message: "adminProducts.errors.summary", errors, values });
    if (!checked.ok) return invalid(checked.errors);

    if (id === undefined) {
      const created = await createProduct(db, checked.value, actor);
      if (created.outcome === "name-taken") return invalid({ [created.field]: { key: "adminProducts.errors.nameTaken" } });
      logger.info("product created", { productId: created.id, by: user.id });
      return redirect(`${localizePath(`/admin/products/${created.id}`, lang)}?created=1`);
    }
    const updated = await updateProduct(db, id, checked.value, actor, formString(form, "loadedAt") ?? "");
    switch (updated.outcome) {
      case "name-taken":
        return invalid({ [updated.field]: { key: "adminProducts.errors.nameTaken" } });
      case "not-found":
        return answer(404, { ok: false, intent, message: "adminProducts.errors.notFound" });
      case "conflict":
        return answer(409, { ok: false, intent, message: "adminProducts.errors.conflict" });
      case "units-busy":
        return answer(409, { ok: false, intent, message: "adminProducts.errors.summary", errors: { fleetUnits: { key: "adminProducts.errors.unitsBusy", n: updated.available } }, values });
      case "unchanged":
        return answer(200, { ok: true, intent, message: "adminProducts.edit.unchanged" });
      case "updated":
        logger.info("product updated", { productId: id, fields: updated.fields.map((change) => change.field), by: user.id });
        return answer(200, { ok: true, intent, message: "adminProducts.edit.saved" });
    }
  } catch (error) {
    logger.error("product not saved", { requestId: context.get(requestInfoContext).requestId, productId: id, intent, by: user.id, error });
    return answer(500, { ok: false, intent: String(intent), message: "adminProducts.errors.failed" });
  }
}

export default function AdminProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  useActionToast(actionData);
  const { product, categories } = loaderData;
  const failedSave = actionData && !actionData.ok && actionData.intent === "save" ? actionData : undefined;
  const values = failedSave?.values ?? loaderData.values;
  const back = (
    <Link to={href("/admin/products")} className="btn btn-ghost">
      <ArrowLeft className="h-5 w-5" aria-hidden="true" />
      {t("adminProducts.edit.back")}
    </Link>
  );

  if (!product) {
    return (
      <>
        <AdminHeader view="products" title={t("adminProducts.edit.newTitle")} lead={t("adminProducts.edit.newLead")} actions={back} />
        <div className="container-page max-w-5xl py-6 sm:py-8">
          <ActionNotice result={actionData?.values ? undefined : actionData} />
          <ProductForm values={values} errors={failedSave?.errors ?? {}} categories={categories} summary={failedSave?.values ? t(failedSave.message) : undefined} />
        </div>
      </>
    );
  }

  return (
    <>
      <AdminHeader
        view="products"
        title={product.name}
        lead={t("adminProducts.edit.lead", { id: product.id, category: product.categoryName })}
        actions={
          <>
            {back}
            <Link to={href(`/admin/products/${product.id}/photos`)} className="btn btn-outline">
              <Images className="h-5 w-5" aria-hidden="true" />
              {t("adminProducts.edit.photos")}
            </Link>
            <Link to={href(`/admin/products/${product.id}/calendar`)} className="btn btn-outline">
              <CalendarDays className="h-5 w-5" aria-hidden="true" />
              {t("adminQuotes.calendar.link")}
            </Link>
            {product.sold ? null : (
              <Link to={href(`/admin/products/${product.id}/units`)} className="btn btn-outline">
                <Forklift className="h-5 w-5" aria-hidden="true" />
                {t("adminUnits.product.link")}
              </Link>
            )}
            {product.state !== "archived" && product.state !== "draft" ? (
              <Link to={href(`/product/${product.id}`)} className="btn btn-outline">
                <ExternalLink className="h-5 w-5" aria-hidden="true" />
                {t("adminProducts.edit.viewOnSite")}
              </Link>
            ) : null}
          </>
        }
      />
      <div className="container-page py-6 sm:py-8">
        {loaderData.created && !actionData ? (
          <div className="mb-6">
            <FormMessage tone="success">{t("adminProducts.edit.created")}</FormMessage>
          </div>
        ) : null}
        <ActionNotice result={failedSave?.values ? undefined : actionData} />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <ProductForm
            key={product.loadedAt}
            values={values}
            errors={failedSave?.errors ?? {}}
            categories={categories}
            loadedAt={product.loadedAt}
            summary={failedSave?.values ? t(failedSave.message) : undefined}
          />
          <aside className="grid gap-6" aria-label={t("adminProducts.edit.lead", { id: product.id, category: product.categoryName })}>
            <ProductStatusPanel product={product} />
            <ProductArchivePanel archived={product.state === "archived"} />
            <ProductHistory entries={product.history} />
          </aside>
        </div>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
