import { useState } from "react";
import type { ImageView } from "../../domain/catalogue/view.ts";
import { useI18n } from "../../i18n/react.tsx";
import { isPhoto, ProductPicture } from "./product-picture.tsx";

/** The main image fills the gallery's column: the page's width on a phone, about half of it from lg. */
const MAIN_SIZES = "(min-width: 1280px) 680px, (min-width: 1024px) 53vw, 100vw";
const THUMB_SIZES = "(min-width: 1280px) 160px, (min-width: 1024px) 13vw, 25vw";

/** Main image and 4 thumbnails; the selected index starts at 0 (spec 4). */
export function ProductGallery({ images }: { images: readonly ImageView[] }) {
  const { t } = useI18n();
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  return (
    <div>
      <div className="card overflow-hidden bg-concrete-100">
        {/* A photo is shown whole (its own proportions, letterboxed); an illustration fills the box. */}
        <ProductPicture image={current} sizes={MAIN_SIZES} fetchPriority="high" className={`aspect-[4/3] h-auto w-full ${isPhoto(current) ? "object-contain" : "object-cover"}`} />
      </div>
      <ul className="mt-3 grid grid-cols-4 gap-2" aria-label={t("catalogue.product.gallery")}>
        {images.map((image, i) => (
          <li key={`${image.src}-${i}`}>
            <button
              type="button"
              onClick={() => setSelected(i)}
              aria-pressed={i === selected}
              aria-label={t("catalogue.product.showImage", { n: i + 1 })}
              className={`block w-full overflow-hidden rounded-lg border-2 bg-concrete-100 ${i === selected ? "border-safety-600" : "border-transparent hover:border-concrete-300"}`}
            >
              <ProductPicture image={image} alt="" sizes={THUMB_SIZES} loading="lazy" decoding="async" className="aspect-[4/3] h-auto w-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
