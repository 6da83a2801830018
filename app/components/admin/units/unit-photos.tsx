/**
 * The photos of a unit's condition at the counter: the file field of a unit's row (handover and
 * return screens, a plain multipart post) and the thumbnails of the photos taken, each opening its
 * largest size. They are served by the staff route app/routes/admin-unit-photo.ts only.
 */
import type { UnitPhotoFile } from "../../../db/handovers.server.ts";
import { PHOTO_MAX_MEGABYTES, photoFileName, type PhotoEncoding } from "../../../domain/catalogue/photos.ts";
import { UNIT_PHOTOS_MAX } from "../../../domain/rental/handover-form.ts";
import type { FieldError } from "../../../domain/validation/errors.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { FieldFrame, fieldControlProps, inputClass } from "../../ui/form-field.tsx";

/** The types the pipeline takes (the server reads the bytes, not this list). */
const ACCEPT = "image/jpeg,image/png,image/webp";

export function counterPhotoPath(photoId: string, width: number, encoding: PhotoEncoding): string {
  return `/admin/units/photos/${photoFileName(photoId, width, encoding)}`;
}

export function UnitPhotosField({ name, id, error, className }: { name: string; id: string; error?: FieldError; className?: string }) {
  const { t } = useI18n();
  const hint = t("adminUnits.photos.hint", { n: UNIT_PHOTOS_MAX, megabytes: PHOTO_MAX_MEGABYTES });
  return (
    <FieldFrame name={name} id={id} label={t("adminUnits.photos.label")} hint={hint} error={error} className={className}>
      <input
        {...fieldControlProps({ name, id, error, hint })}
        type="file"
        multiple
        accept={ACCEPT}
        className={`${inputClass} file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-concrete-100 file:px-3 file:font-semibold file:text-ink`}
      />
    </FieldFrame>
  );
}

/** The photos of one unit at one stage, as small thumbnails; nothing when none was taken. */
export function UnitPhotoThumbs({ photos, tag, stage }: { photos: readonly UnitPhotoFile[]; tag: string; stage: "handover" | "return" }) {
  const { t } = useI18n();
  if (photos.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-semibold">{t(stage === "handover" ? "adminUnits.photos.outTitle" : "adminUnits.photos.inTitle")}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {photos.map((photo, i) => {
          const small = photo.widths[0] ?? photo.width;
          const large = photo.widths.at(-1) ?? photo.width;
          const alt = t(stage === "handover" ? "adminUnits.photos.outAlt" : "adminUnits.photos.inAlt", { n: i + 1, count: photos.length, tag });
          return (
            <li key={photo.id}>
              <a href={counterPhotoPath(photo.id, large, "webp")} target="_blank" rel="noopener" className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2">
                <picture>
                  <source type="image/avif" srcSet={counterPhotoPath(photo.id, small, "avif")} />
                  <img
                    src={counterPhotoPath(photo.id, small, "webp")}
                    alt={alt}
                    width={small}
                    height={Math.round((photo.height * small) / photo.width)}
                    loading="lazy"
                    className="h-24 w-auto rounded-md border border-concrete-200 bg-concrete-100 object-cover"
                  />
                </picture>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
