/**
 * A product image on the storefront. A photo uploaded by staff is a <picture> with its AVIF and
 * WebP renditions in `srcset` (the browser picks the size `sizes` asks for) and its own
 * `width` and `height`; an illustration is the single <img> it always was (800 × 600 box).
 * The box keeps the CSS aspect ratio the caller gives: no layout shift either way.
 */
import type { ImgHTMLAttributes } from "react";
import { photoSrcset } from "../../domain/catalogue/photos.ts";
import type { ImageView } from "../../domain/catalogue/view.ts";

type ProductPictureProps = {
  image: ImageView;
  /** How wide the image is drawn, for the browser's choice in `srcset` (e.g. "(min-width: 1024px) 33vw, 100vw"). */
  sizes: string;
  /** The image's text; "" when it only repeats a text beside it (a thumbnail button). */
  alt?: string;
  className?: string;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, "loading" | "fetchPriority" | "decoding">;

export function ProductPicture({ image, sizes, alt = image.alt, className, ...loading }: ProductPictureProps) {
  const avif = photoSrcset(image, "avif");
  const webp = photoSrcset(image, "webp");
  const img = <img src={image.src} alt={alt} width={image.width ?? 800} height={image.height ?? 600} className={className} {...loading} />;
  if (!avif || !webp) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}

/** Whether an image is a photo (its own proportions) rather than an illustration (drawn for a 4:3 box). */
export const isPhoto = (image: ImageView) => Boolean(image.widths?.length);
