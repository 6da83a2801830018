/**
 * The upload form of the product photos screen: one photo and its alternative texts (both
 * languages, prefilled with the product's name). Without JavaScript it is a plain multipart
 * post, and the server's answer is the page with the error beside the field. With it, the file
 * is sent by XMLHttpRequest to the same address (the only browser API that reports upload
 * progress), the progress is shown and announced, and the answer's error (the page the server
 * rendered) is shown beside the field; a success reloads the page's data.
 */
import { AlertCircle } from "../ui/icons.tsx";
import { Upload } from "../ui/admin-icons.tsx";
import { useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { PHOTO_ALT_MAX } from "../../domain/catalogue/photos.ts";
import type { Localized } from "../../domain/catalogue/types.ts";
import type { FieldErrors } from "../../domain/validation/errors.ts";
import { checkForm } from "../../domain/validation/check-form.ts";
import { formString } from "../../domain/validation/fields.ts";
import { PHOTO_ALT_FIELDS, photoAltSchema } from "../../domain/validation/photo-form.ts";
import { useI18n } from "../../i18n/react.tsx";
import { toast } from "../toast.tsx";
import { inputClass, RequiredMark, TextField } from "../ui/form-field.tsx";
import type { PhotoActionResult } from "./photo-action-result.ts";

type Limits = { photos: number; megabytes: number; megapixels: number };
type Progress = { state: "idle" } | { state: "sending"; percent: number } | { state: "processing" };

const ACCEPT = "image/jpeg,image/png,image/webp";

export function PhotoUploadForm({ productName, limits, full, result }: { productName: Localized; limits: Limits; full: boolean; result: PhotoActionResult | undefined }) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const fileRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Progress>({ state: "idle" });
  // With JavaScript: the errors found here, or the server's message (text of the page it answered).
  const [checked, setChecked] = useState<{ errors: FieldErrors; photoText?: string } | undefined>(undefined);
  const errors = checked?.errors ?? result?.errors ?? {};
  const photoError = errors.photo;
  const photoText = checked?.photoText ?? (photoError ? t(photoError.key, photoError.n === undefined ? undefined : { n: photoError.n }) : undefined);
  const busy = progress.state !== "idle";

  function refuse(found: FieldErrors, photoText?: string) {
    setChecked({ errors: found, photoText });
    if (found.photo || photoText) fileRef.current?.focus();
    else document.getElementById(`upload-${Object.keys(found)[0]}`)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const file = body.get("photo");
    if (!(file instanceof File) || (file.size === 0 && file.name === "")) return refuse({ photo: { key: "adminProducts.photos.errors.noFile" } });
    if (file.size > limits.megabytes * 1024 * 1024) return refuse({ photo: { key: "adminProducts.photos.errors.tooLarge", n: limits.megabytes } });
    const alt = checkForm(photoAltSchema, { altFr: formString(body, "altFr"), altEn: formString(body, "altEn") }, { order: PHOTO_ALT_FIELDS });
    if (!alt.ok) return refuse(alt.errors);

    setChecked(undefined);
    setProgress({ state: "sending", percent: 0 });
    const request = new XMLHttpRequest();
    request.open("POST", window.location.pathname);
    request.responseType = "document";
    request.upload.onprogress = (e) => {
      if (e.lengthComputable) setProgress({ state: "sending", percent: Math.min(100, Math.round((e.loaded / e.total) * 100)) });
    };
    request.upload.onload = () => setProgress({ state: "processing" });
    request.onload = () => {
      setProgress({ state: "idle" });
      if (request.status >= 200 && request.status < 300) {
        form.reset();
        toast({ title: t("adminProducts.photos.done.uploaded") });
        void revalidator.revalidate();
        return;
      }
      // The page the server answered holds the translated reason beside the field; past the
      // body limit (server/body-limit.ts) it is the 413 page, which says it its own way.
      const page = request.response as Document | null;
      const reason = page?.getElementById("photo-error")?.textContent?.trim();
      refuse({}, reason || t(request.status === 413 ? "adminProducts.photos.errors.tooLarge" : "adminProducts.photos.errors.failed", { n: limits.megabytes }));
    };
    request.onerror = () => {
      setProgress({ state: "idle" });
      refuse({}, t("adminProducts.photos.errors.network"));
    };
    request.send(body);
  }

  return (
    <section aria-labelledby="upload-heading" className="card p-5 sm:p-6 lg:sticky lg:top-6">
      <h2 id="upload-heading" className="text-xl font-extrabold">
        {t("adminProducts.photos.upload.heading")}
      </h2>
      {full ? (
        <p className="mt-3 text-concrete-700">{t("adminProducts.photos.errors.full", { n: limits.photos })}</p>
      ) : (
        <form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} className="mt-4 grid gap-4" onChange={() => setChecked(undefined)}>
          <input type="hidden" name="intent" value="upload" />
          {/* Nothing can be changed while a photo is on its way (the answer resets the form). */}
          <fieldset disabled={busy} className="grid min-w-0 gap-4">
            <div>
              <label htmlFor="photo" className="mb-1.5 block text-sm font-semibold text-ink">
                {t("adminProducts.photos.upload.file")}
                <RequiredMark />
              </label>
              <input
                ref={fileRef}
                id="photo"
                name="photo"
                type="file"
                accept={ACCEPT}
                aria-required
                aria-invalid={photoText ? true : undefined}
                aria-describedby={photoText ? "photo-hint photo-error" : "photo-hint"}
                className={`${inputClass} file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-concrete-100 file:px-3 file:font-semibold file:text-ink`}
              />
              <p id="photo-hint" className="mt-1 text-sm text-concrete-600">
                {t("adminProducts.photos.upload.fileHint", { megabytes: limits.megabytes, megapixels: limits.megapixels })}
              </p>
              {photoText ? (
                <p id="photo-error" role="alert" className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-700">
                  <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                  <span>{photoText}</span>
                </p>
              ) : null}
            </div>
            <TextField
              name="altFr"
              id="upload-altFr"
              label={t("adminProducts.photos.list.altFr")}
              required
              lang="fr"
              maxLength={PHOTO_ALT_MAX}
              defaultValue={productName.fr}
              error={errors.altFr}
              hint={t("adminProducts.photos.upload.altHint")}
            />
            <TextField name="altEn" id="upload-altEn" label={t("adminProducts.photos.list.altEn")} required lang="en" maxLength={PHOTO_ALT_MAX} defaultValue={productName.en} error={errors.altEn} />
          </fieldset>
          <div aria-live="polite">
            {progress.state === "sending" ? (
              <div>
                {/* Announced by tens: a screen reader is not read every percent. */}
                <p className="text-sm font-semibold">{t("adminProducts.photos.upload.sending", { percent: Math.floor(progress.percent / 10) * 10 })}</p>
                <progress max={100} value={progress.percent} className="mt-1 h-2 w-full accent-safety-600" aria-hidden="true" />
              </div>
            ) : progress.state === "processing" ? (
              <p className="text-sm font-semibold">{t("adminProducts.photos.upload.processing")}</p>
            ) : null}
          </div>
          <div>
            <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy}>
              <Upload className="h-4 w-4" aria-hidden="true" />
              {t("adminProducts.photos.upload.submit")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
