/**
 * Product videos are YouTube embeds on the privacy-enhanced host, or Vimeo
 * player embeds: the only two hosts the CSP's frame-src allows (server/app.ts).
 * They are third-party content: the page shows them only after consent
 * (docs/decisions/0010-cookie-consent.md), and the video's own page (youtube.com,
 * vimeo.com) is the way to them without JavaScript.
 *
 * Staff paste whatever link they have (a watch page, a short link, an embed);
 * `normaliseVideoUrl` keeps only the video's id and writes the one embed URL
 * we store, so nothing else from the pasted text reaches the page.
 */

export type VideoProvider = "YouTube" | "Vimeo";

/** The hosts the embedded players load from (the CSP's frame-src lists the same). */
export const VIDEO_EMBED_HOSTS = { YouTube: "www.youtube-nocookie.com", Vimeo: "player.vimeo.com" } as const satisfies Record<VideoProvider, string>;

const YOUTUBE_EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/([\w-]{11})$/;
const VIMEO_EMBED = /^https:\/\/player\.vimeo\.com\/video\/(\d{1,12})$/;

/** Who serves a stored embed URL, or null when it is not one of ours. */
export function videoProvider(embedUrl: string): VideoProvider | null {
  if (YOUTUBE_EMBED.test(embedUrl)) return "YouTube";
  if (VIMEO_EMBED.test(embedUrl)) return "Vimeo";
  return null;
}

/** The video's own page (youtube.com, vimeo.com), or null when the URL is not one of our embeds. */
export function videoWatchUrl(embedUrl: string): string | null {
  const youtube = YOUTUBE_EMBED.exec(embedUrl)?.[1];
  if (youtube) return `https://www.youtube.com/watch?v=${youtube}`;
  const vimeo = VIMEO_EMBED.exec(embedUrl)?.[1];
  return vimeo ? `https://vimeo.com/${vimeo}` : null;
}

/** The embed that starts playing at once: for a visitor who just clicked to load it. */
export function autoplayUrl(embedUrl: string): string {
  return `${embedUrl}${embedUrl.includes("?") ? "&" : "?"}autoplay=1`;
}

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * A pasted YouTube or Vimeo link as the embed URL we store, or null when it is
 * neither (another host, no video id, not https). Accepted: youtube.com/watch?v=…,
 * youtu.be/…, youtube.com/embed/…, youtube.com/shorts/…, youtube-nocookie.com/embed/…,
 * vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123.
 */
export function normaliseVideoUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let youtubeId: string | null | undefined;
  if (host === "youtu.be") youtubeId = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === "watch") youtubeId = url.searchParams.get("v");
    else if (segments[0] === "embed" || segments[0] === "shorts" || segments[0] === "v") youtubeId = segments[1];
  }
  if (youtubeId !== undefined) return youtubeId && YOUTUBE_ID.test(youtubeId) ? `https://${VIDEO_EMBED_HOSTS.YouTube}/embed/${youtubeId}` : null;
  let vimeoId: string | undefined;
  if (host === "player.vimeo.com" && segments[0] === "video") vimeoId = segments[1];
  else if (host === "vimeo.com" || host === "www.vimeo.com") vimeoId = segments.at(-1);
  return vimeoId && VIMEO_ID.test(vimeoId) ? `https://${VIDEO_EMBED_HOSTS.Vimeo}/video/${vimeoId}` : null;
}
