/**
 * A product's photos in the back office, in their order (the first is the main photo): each
 * with its size, its alternative texts (both languages, editable), move up / move down and a
 * removal that asks for a confirmation (a <details>, so it works without JavaScript too).
 * Every control is a plain form post to the page's action.
 */
import { Trash2 } from "../ui/icons.tsx";
import { ArrowDown, ArrowUp, Star } from "../ui/admin-icons.tsx";
import { Form } from "react-router";
import { PHOTO_ALT_MAX } from "../../domain/catalogue/photos.ts";
import type { Localized, ProductImage } from "../../domain/catalogue/types.ts";
import { useI18n } from "../../i18n/react.tsx";
import { ProductPicture } from "../catalogue/product-picture.tsx";
import { TextField } from "../ui/form-field.tsx";
import type { PhotoActionResult } from "./photo-action-result.ts";

export type PhotoRowView = { id: string; alt: Localized; image: ProductImage };

export function PhotoList({ photos, max, result }: { photos: readonly PhotoRowView[]; max: number; result: PhotoActionResult | undefined }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="photos-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="photos-heading" className="text-2xl font-extrabold">
          {t("adminProducts.photos.list.heading")}
        </h2>
        <p className="font-semibold text-concrete-700">{t("adminProducts.photos.list.count", { count: photos.length, max })}</p>
      </div>
      {photos.length === 0 ? (
        <p className="card mt-4 p-6 text-concrete-700">{t("adminProducts.photos.list.empty")}</p>
      ) : (
        <ol className="mt-4 grid gap-4">
          {photos.map((photo, index) => (
            <PhotoItem key={photo.id} photo={photo} n={index + 1} total={photos.length} result={result?.photoId === photo.id ? result : undefined} />
          ))}
        </ol>
      )}
    </section>
  );
}

function PhotoItem({ photo, n, total, result }: { photo: PhotoRowView; n: number; total: number; result: PhotoActionResult | undefined }) {
  const { t, lang } = useI18n();
  const errors = result?.intent === "alt" ? (result.errors ?? {}) : {};
  const typed = result?.intent === "alt" ? result.values : undefined;
  const headingId = `photo-${photo.id}-heading`;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="photoId" value={photo.id} />
    </>
  );
  return (
    <li className="card grid gap-4 p-4 sm:grid-cols-[12rem_minmax(0,1fr)] sm:p-5" aria-labelledby={headingId}>
      <div>
        <ProductPicture
          image={{ ...photo.image, alt: photo.alt[lang] }}
          sizes="(min-width: 640px) 12rem, 100vw"
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] h-auto w-full rounded-lg bg-concrete-100 object-contain"
        />
        <p className="mt-2 text-sm text-concrete-600">
          {t("adminProducts.photos.list.size", { width: photo.image.width ?? 0, height: photo.image.height ?? 0, count: photo.image.widths?.length ?? 1 })}
        </p>
      </div>
      <div className="min-w-0">
        <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-bold">
          {t("adminProducts.photos.list.position", { n })}
          {n === 1 ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-safety-50 px-2.5 py-0.5 text-sm font-bold text-safety-700">
              <Star className="h-3.5 w-3.5" aria-hidden="true" />
              {t("adminProducts.photos.list.main")}
            </span>
          ) : null}
        </h3>
        <Form method="post" className="mt-3 grid gap-3" aria-labelledby={headingId}>
          {hidden("alt")}
          <TextField
            name="altFr"
            id={`altFr-${photo.id}`}
            label={t("adminProducts.photos.list.altFr")}
            required
            lang="fr"
            maxLength={PHOTO_ALT_MAX}
            defaultValue={typed?.altFr ?? photo.alt.fr}
            error={errors.altFr}
          />
          <TextField
            name="altEn"
            id={`altEn-${photo.id}`}
            label={t("adminProducts.photos.list.altEn")}
            required
            lang="en"
            maxLength={PHOTO_ALT_MAX}
            defaultValue={typed?.altEn ?? photo.alt.en}
            error={errors.altEn}
          />
          <div>
            <button type="submit" className="btn btn-dark" aria-label={t("adminProducts.photos.list.saveAltLabel", { n })}>
              {t("adminProducts.photos.list.saveAlt")}
            </button>
          </div>
        </Form>
        <div className="mt-4 flex flex-wrap items-start gap-2 border-t border-concrete-200 pt-4">
          <Form method="post">
            {hidden("move")}
            <button type="submit" name="direction" value="up" disabled={n === 1} className="btn btn-outline" aria-label={t("adminProducts.photos.list.moveUpLabel", { n })}>
              <ArrowUp className="h-4 w-4" aria-hidden="true" />
              {t("adminProducts.photos.list.moveUp")}
            </button>
          </Form>
          <Form method="post">
            {hidden("move")}
            <button type="submit" name="direction" value="down" disabled={n === total} className="btn btn-outline" aria-label={t("adminProducts.photos.list.moveDownLabel", { n })}>
              <ArrowDown className="h-4 w-4" aria-hidden="true" />
              {t("adminProducts.photos.list.moveDown")}
            </button>
          </Form>
          <details className="group sm:ml-auto">
            <summary className="btn btn-ghost list-none text-danger-700 [&::-webkit-details-marker]:hidden" aria-label={t("adminProducts.photos.list.removeLabel", { n })}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t("adminProducts.photos.list.remove")}
            </summary>
            <Form method="post" className="mt-2 max-w-xs rounded-lg border border-danger-700 bg-danger-50 p-3">
              {hidden("remove")}
              <p className="text-sm text-ink">{t("adminProducts.photos.list.removeConfirm")}</p>
              <button type="submit" className="btn mt-2 bg-danger-700 text-white hover:bg-danger-700/90">
                {t("adminProducts.photos.list.removeConfirmButton")}
              </button>
            </Form>
          </details>
        </div>
      </div>
    </li>
  );
}
