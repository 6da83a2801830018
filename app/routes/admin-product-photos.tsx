/**
 * /admin/products/:id/photos — a product's photos: upload (one JPEG, PNG or WebP
 * per request, 10 MB and 40 megapixels at most), order, alternative texts in both languages,
 * removal. Every change is recorded in the product's history (app/db/product-photos.server.ts).
 *
 * Guarded like every staff screen; the origin check first in the action. Works without
 * JavaScript (plain form posts, the answer rendered by the server); with it, the upload shows
 * its progress (app/components/admin/photo-upload-form.tsx) and the other changes a toast.
 *
 * Intents: "upload", "move" (direction up|down), "alt", "remove".
 */
import { ArrowLeft } from "../components/ui/icons.tsx";
import { data, Link } from "react-router";
import type { Route } from "./+types/admin-product-photos";
import { staffDisplayName, staffMember } from "../auth/guards.server.ts";
import { AdminHeader } from "../components/admin/admin-header.tsx";
import { ActionNotice, useActionToast } from "../components/admin/action-result.tsx";
import { PhotoList } from "../components/admin/photo-list.tsx";
import { PhotoUploadForm } from "../components/admin/photo-upload-form.tsx";
import type { PhotoActionResult } from "../components/admin/photo-action-result.ts";
import { getEnv } from "../config/env.server.ts";
import { getDb } from "../db/client.server.ts";
import { describeProductPhoto, moveProductPhoto, productWithPhotos, type PhotoChangeOutcome } from "../db/product-photos.server.ts";
import { isPhotoId, PHOTO_MAX_BYTES, PHOTO_MAX_MEGABYTES, PHOTO_MAX_MEGAPIXELS, PHOTOS_PER_PRODUCT_MAX, photoImage } from "../domain/catalogue/photos.ts";
import { checkForm } from "../domain/validation/check-form.ts";
import { formString } from "../domain/validation/fields.ts";
import { PHOTO_ALT_FIELDS, photoAltSchema } from "../domain/validation/photo-form.ts";
import { langFromPath, stripLangPrefix, translate, type MessageKey } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { deleteProductPhoto, uploadProductPhoto, type UploadOutcome } from "../photos/product-photo.server.ts";
import { photosDir } from "../photos/storage.server.ts";
import { logger } from "../platform/logger.server.ts";
import { readForm } from "../platform/read-form.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import { siteFromMatches, staticPageMeta } from "../seo/meta.ts";
import type { RouteFacts } from "./facts.ts";

/**
 * One photo per request, at most 10 MB (PHOTO_MAX_BYTES, checked here), plus room for the form's
 * other fields and the multipart framing. A larger file still gets this route's own translated
 * answer up to that limit, and the 413 page past it (server/body-limit.ts).
 */
export const handle = { page: { bodyBytes: 10.5 * 1024 * 1024 } } satisfies RouteFacts;

export const meta: Route.MetaFunction = (args) => {
  const lang = langFromPath(args.location.pathname);
  const product = args.loaderData?.product.name[lang];
  return staticPageMeta("adminProducts", stripLangPrefix(args.location.pathname), () =>
    product ? { title: translate(lang, "adminProducts.photos.metaTitle", { product, name: siteFromMatches(args.matches).business.name }) } : {},
  )(args);
};

/** The product id of the URL, or a 404 (the page's error boundary shows the not-found page). */
function productIdOf(params: { id?: string }): number {
  const id = /^[1-9]\d{0,8}$/.test(params.id ?? "") ? Number(params.id) : NaN;
  if (!Number.isSafeInteger(id)) throw data(null, { status: 404 });
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const found = await productWithPhotos(await getDb(), productIdOf(args.params));
  if (!found) throw data(null, { status: 404 });
  const photos = found.photos.map((photo) => ({ id: photo.id, alt: photo.alt, image: photoImage(photo) }));
  return data({ product: found.product, photos, limits: { photos: PHOTOS_PER_PRODUCT_MAX, megabytes: PHOTO_MAX_MEGABYTES, megapixels: PHOTO_MAX_MEGAPIXELS } });
}

const REFUSALS: Record<Exclude<UploadOutcome, { ok: true }>["reason"], { status: number; key: MessageKey; n?: number }> = {
  empty: { status: 400, key: "adminProducts.photos.errors.empty" },
  tooLarge: { status: 413, key: "adminProducts.photos.errors.tooLarge", n: PHOTO_MAX_MEGABYTES },
  notAnImage: { status: 415, key: "adminProducts.photos.errors.notAnImage" },
  tooManyPixels: { status: 422, key: "adminProducts.photos.errors.tooManyPixels", n: PHOTO_MAX_MEGAPIXELS },
  full: { status: 409, key: "adminProducts.photos.errors.full", n: PHOTOS_PER_PRODUCT_MAX },
  "product-not-found": { status: 404, key: "adminProducts.photos.errors.failed" },
  "photo-not-found": { status: 404, key: "adminProducts.photos.errors.photoGone" },
  unchanged: { status: 200, key: "adminProducts.photos.done.unchanged" },
};

const refused = (intent: string, status: number, message: MessageKey, extra: Partial<PhotoActionResult> = {}) => data<PhotoActionResult>({ ok: false, intent, message, ...extra }, { status });

/** The answer of a change that is not an upload. */
function answerOf(intent: string, outcome: PhotoChangeOutcome, done: MessageKey) {
  if (outcome.outcome === "changed") return data<PhotoActionResult>({ ok: true, intent, message: done });
  if (outcome.outcome === "unchanged") return data<PhotoActionResult>({ ok: true, intent, message: "adminProducts.photos.done.unchanged" });
  const refusal = REFUSALS[outcome.outcome];
  return refused(intent, refusal.status, refusal.key);
}

export async function action(args: Route.ActionArgs) {
  const env = getEnv();
  const user = staffMember(args.context);
  const productId = productIdOf(args.params);
  const form = await readForm(args);
  const intent = formString(form, "intent") ?? "";
  const actor = { userId: user.id, name: staffDisplayName(user) };
  const dir = photosDir(env.dataDir);
  const db = await getDb();
  const photoId = formString(form, "photoId");

  try {
    if (intent === "upload") {
      const file = form.get("photo");
      const uploadError = (status: number, key: MessageKey, n?: number) =>
        refused(intent, status, "adminProducts.photos.errors.uploadFailed", { errors: { photo: { key, ...(n === undefined ? {} : { n }) } } });
      if (!(file instanceof File) || (file.size === 0 && file.name === "")) return uploadError(400, "adminProducts.photos.errors.noFile");
      if (file.size > PHOTO_MAX_BYTES) return uploadError(413, "adminProducts.photos.errors.tooLarge", PHOTO_MAX_MEGABYTES);
      const alt = checkForm(photoAltSchema, { altFr: formString(form, "altFr"), altEn: formString(form, "altEn") }, { order: PHOTO_ALT_FIELDS });
      if (!alt.ok) return refused(intent, 400, "adminProducts.photos.errors.uploadFailed", { errors: alt.errors });
      const uploaded = await uploadProductPhoto(db, { productId, bytes: new Uint8Array(await file.arrayBuffer()), alt: { fr: alt.value.altFr, en: alt.value.altEn }, actor, dir });
      if (!uploaded.ok) {
        const refusal = REFUSALS[uploaded.reason];
        return uploadError(refusal.status, refusal.key, refusal.n);
      }
      logger.info("product photo added", { productId, photoId: uploaded.photoId, by: user.id });
      return data<PhotoActionResult>({ ok: true, intent, message: "adminProducts.photos.done.uploaded", photoId: uploaded.photoId });
    }

    if (!isPhotoId(photoId)) return refused(intent || "unknown", 400, "adminProducts.photos.errors.photoGone");

    if (intent === "move") {
      const move = formString(form, "direction");
      if (move !== "up" && move !== "down") return refused(intent, 400, "adminProducts.photos.errors.failed");
      return answerOf(intent, await moveProductPhoto(db, { productId, photoId, move, actor }), "adminProducts.photos.done.moved");
    }
    if (intent === "alt") {
      const alt = checkForm(photoAltSchema, { altFr: formString(form, "altFr"), altEn: formString(form, "altEn") }, { order: PHOTO_ALT_FIELDS });
      if (!alt.ok)
        return refused(intent, 400, "adminProducts.photos.errors.altInvalid", { errors: alt.errors, photoId, values: { altFr: formString(form, "altFr"), altEn: formString(form, "altEn") } });
      return answerOf(intent, await describeProductPhoto(db, { productId, photoId, alt: { fr: alt.value.altFr, en: alt.value.altEn }, actor }), "adminProducts.photos.done.described");
    }
    if (intent === "remove") {
      const removed = await deleteProductPhoto(db, { productId, photoId, actor, dir });
      if (removed.outcome === "changed") logger.info("product photo removed", { productId, photoId, by: user.id });
      return answerOf(intent, removed, "adminProducts.photos.done.removed");
    }
  } catch (error) {
    logger.error("product photo change failed", { requestId: args.context.get(requestInfoContext).requestId, productId, intent, by: user.id, error });
    return refused(intent, 500, "adminProducts.photos.errors.failed");
  }
  return refused("unknown", 400, "adminProducts.photos.errors.failed");
}

export default function AdminProductPhotosPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, href } = useI18n();
  const { product, photos, limits } = loaderData;
  useActionToast(actionData);
  const uploadResult = actionData?.intent === "upload" ? actionData : undefined;
  return (
    <>
      <AdminHeader
        view="products"
        title={t("adminProducts.photos.title", { product: product.name[lang] })}
        lead={t("adminProducts.photos.lead")}
        actions={
          <Link to={href(`/admin/products/${product.id}`)} className="btn btn-outline">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t("adminProducts.photos.backToProduct")}
          </Link>
        }
      />
      <div className="container-page py-6 sm:py-8">
        <ActionNotice result={actionData} />
        {product.archived ? <p className="mb-6 rounded-lg border border-concrete-300 bg-concrete-100 px-4 py-3 font-semibold text-ink">{t("adminProducts.photos.archived")}</p> : null}
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <PhotoList photos={photos} max={limits.photos} result={actionData} />
          <PhotoUploadForm key={uploadResult?.ok ? uploadResult.photoId : "upload"} productName={product.name} limits={limits} full={photos.length >= limits.photos} result={uploadResult} />
        </div>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
