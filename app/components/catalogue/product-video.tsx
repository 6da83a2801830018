import { lazy, useState, type ReactNode } from "react";
import type { VideoView } from "../../domain/catalogue/view.ts";
import { useI18n } from "../../i18n/react.tsx";
import { OptionalChunk } from "../ui/optional-chunk.tsx";

/**
 * The player's code (the visitor's consent, the frame, the buttons): asked for when the video's tab
 * is first opened, not with the page (first-load JavaScript). If it cannot load, the notice stays,
 * with its link to the video on its own site.
 */
const VideoPlayer = lazy(() => import("./video-player.tsx"));

/**
 * A product's YouTube or Vimeo video, loaded only after consent (docs/decisions/0010): at once
 * when the embedded-media category is accepted, otherwise behind a notice that says what would
 * load and from where, with a button for this one video (./video-player.tsx). The server renders
 * the notice (the choice lives in the browser), so nothing reaches the video host before the
 * visitor opens the tab; without JavaScript the notice's link opens the video on its own site.
 */
export function ProductVideo({ video, name, selected }: { video: VideoView; name: string; selected: boolean }) {
  // Once opened, the player stays (switching tabs back and forth does not reload the frame).
  const [opened, setOpened] = useState(selected);
  if (selected && !opened) setOpened(true);
  const notice = <VideoNotice video={video} />;
  if (!opened) return notice;
  return (
    <OptionalChunk name="Video player" fallback={notice}>
      <VideoPlayer src={video.src} name={name} notice={(load, footer) => <VideoNotice video={video} load={load} footer={footer} />} />
    </OptionalChunk>
  );
}

/**
 * What would load and from where, with a link to the video's own page. The player adds, before
 * the link, the button that loads this one video (`load`) and, below, the way to the cookie
 * choices (`footer`).
 */
function VideoNotice({ video: { provider, host, watch }, load, footer }: { video: VideoView; load?: ReactNode; footer?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="flex max-w-3xl flex-col items-center justify-center gap-3 rounded-xl bg-ink px-5 py-8 text-center text-concrete-100 sm:aspect-video sm:p-8">
      <p className="text-lg font-bold text-white">{t("catalogue.product.videoNoticeTitle", { provider })}</p>
      <p className="max-w-xl text-sm">{t("catalogue.product.videoNotice", { provider, host })}</p>
      <div className="flex flex-wrap items-center justify-center gap-2">
        {load}
        {watch ? (
          <a href={watch} target="_blank" rel="noopener noreferrer" className="btn bg-white text-ink hover:bg-concrete-100">
            {t("catalogue.product.videoWatch", { provider })}
          </a>
        ) : null}
      </div>
      {footer}
    </div>
  );
}
