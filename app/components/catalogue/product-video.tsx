import { Play } from "../ui/icons.tsx";
import { useEffect, useRef, useState } from "react";
import { autoplayUrl, VIDEO_EMBED_HOSTS, videoProvider, videoWatchUrl } from "../../domain/catalogue/video.ts";
import { EMBEDDED_MEDIA_CATEGORY, isCategoryAllowed } from "../../domain/consent.ts";
import { useI18n } from "../../i18n/react.tsx";
import { openCookiePreferences, useConsentChoice } from "../consent/consent-store.ts";
import { useHydrated } from "../ui/use-hydrated.ts";

/**
 * A product's YouTube or Vimeo video, loaded only after consent (docs/decisions/0010):
 * at once when the embedded-media category is accepted, otherwise behind a
 * placeholder that says what would load and from where, with a button for this
 * one video. The server renders the placeholder (the choice lives in the
 * browser), so nothing reaches the video host before hydration; without JavaScript
 * the placeholder's link opens the video on its own site.
 */
export function ProductVideo({ src, name }: { src: string; name: string }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const choice = useConsentChoice();
  const [requested, setRequested] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const allowed = choice !== undefined && isCategoryAllowed(choice, EMBEDDED_MEDIA_CATEGORY);
  const watch = videoWatchUrl(src);
  const provider = videoProvider(src) ?? "YouTube";

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

  return (
    <div className="flex max-w-3xl flex-col items-center justify-center gap-3 rounded-xl bg-ink px-5 py-8 text-center text-concrete-100 sm:aspect-video sm:p-8">
      <p className="text-lg font-bold text-white">{t("catalogue.product.videoNoticeTitle", { provider })}</p>
      <p className="max-w-xl text-sm">{t("catalogue.product.videoNotice", { provider, host: VIDEO_EMBED_HOSTS[provider] })}</p>
      <div className="flex flex-wrap items-center justify-center gap-2">
        {hydrated ? (
          <button type="button" className="btn btn-primary" onClick={() => setRequested(true)}>
            <Play className="h-5 w-5" aria-hidden="true" />
            {t("catalogue.product.videoLoad")}
          </button>
        ) : null}
        {watch ? (
          <a href={watch} target="_blank" rel="noopener noreferrer" className="btn bg-white text-ink hover:bg-concrete-100">
            {t("catalogue.product.videoWatch", { provider })}
          </a>
        ) : null}
      </div>
      {hydrated ? (
        <p className="text-xs text-concrete-300">
          {t("catalogue.product.videoAlways")}{" "}
          <button type="button" className="min-h-6 font-semibold text-white underline underline-offset-2" onClick={openCookiePreferences}>
            {t("consent.preferences.reopen")}
          </button>
        </p>
      ) : null}
    </div>
  );
}
