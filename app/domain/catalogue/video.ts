/**
 * Product videos are YouTube embeds on the privacy-enhanced host (checked by
 * catalogue-data.test.ts). They are third-party content: the page shows them
 * only after consent (docs/decisions/0010-cookie-consent.md), and the watch
 * page on youtube.com is the way to them without JavaScript.
 */

/** Where the embedded player loads from, as the placeholder names it (and the CSP's frame-src allows). */
export const VIDEO_EMBED_HOST = "www.youtube-nocookie.com";

const EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/([\w-]{11})$/;

/** The video's page on youtube.com, or null when the URL is not one of our embeds. */
export function videoWatchUrl(embedUrl: string): string | null {
  const id = EMBED.exec(embedUrl)?.[1];
  return id ? `https://www.youtube.com/watch?v=${id}` : null;
}

/** The embed that starts playing at once: for a visitor who just clicked to load it. */
export function autoplayUrl(embedUrl: string): string {
  return `${embedUrl}${embedUrl.includes("?") ? "&" : "?"}autoplay=1`;
}
