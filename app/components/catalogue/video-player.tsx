import { Play } from "../ui/icons.tsx";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { autoplayUrl } from "../../domain/catalogue/video.ts";
import { EMBEDDED_MEDIA_CATEGORY, isCategoryAllowed } from "../../domain/consent.ts";
import { useI18n } from "../../i18n/react.tsx";
import { openCookiePreferences, useConsentChoice } from "../consent/consent-store.ts";

/**
 * The video's tab once opened (./product-video.tsx): the frame when the embedded-media category
 * is accepted or the visitor asked for this one video, else the notice with the button that
 * loads it and the way to the cookie choices.
 */
export default function VideoPlayer({
  src,
  name,
  notice,
}: {
  src: string;
  name: string;
  /** The notice (./product-video.tsx), with this one video's button and the way to the cookie choices. */
  notice: (load: ReactNode, footer: ReactNode) => ReactNode;
}) {
  const { t } = useI18n();
  const choice = useConsentChoice();
  const [requested, setRequested] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const allowed = choice !== undefined && isCategoryAllowed(choice, EMBEDDED_MEDIA_CATEGORY);

  // The button that had the focus is gone: the player takes it.
  useEffect(() => {
    if (requested) frame.current?.focus();
  }, [requested]);

  if (allowed || requested) {
    return (
      <div className="aspect-video max-w-3xl overflow-hidden rounded-xl bg-ink">
        <iframe
          ref={frame}
          src={requested ? autoplayUrl(src) : src}
          title={t("catalogue.product.videoTitle", { name })}
          loading="lazy"
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          className="h-full w-full"
        />
      </div>
    );
  }

  return notice(
    <button type="button" className="btn btn-primary" onClick={() => setRequested(true)}>
      <Play className="h-5 w-5" aria-hidden="true" />
      {t("catalogue.product.videoLoad")}
    </button>,
    <p className="text-xs text-concrete-300">
      {t("catalogue.product.videoAlways")}{" "}
      <button type="button" className="min-h-6 font-semibold text-white underline underline-offset-2" onClick={openCookiePreferences}>
        {t("consent.preferences.reopen")}
      </button>
    </p>,
  );
}
