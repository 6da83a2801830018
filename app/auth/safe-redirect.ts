/**
 * The one open-redirect check: where a link or a form says to go next (`?to=` of the language
 * switch, `redirectTo` after signing in), we go only to a path of this site. Anything else
 * goes to the caller's fallback.
 *
 * Browsers are lenient with what follows a "/": they drop tabs and line breaks ("/\t/evil"
 * reads "//evil"), take "\" for "/" ("/\evil"), resolve dot segments ("/.//evil" is "//evil"
 * once resolved) and read look-alike dots in host names ("。") as ".". So the check is strict rather
 * than clever: one leading "/", printable ASCII only (a browser sends anything else
 * percent-encoded), no backslash, the same rules after each layer of percent-decoding (in case
 * something on the way decodes again), and a path that still starts with a single "/" once
 * resolved.
 */
const MAX_LENGTH = 2048;
const DECODING_LAYERS = 3;
const BASE = "http://this-site.invalid";

/** `to` when it is a path of this site (query and fragment kept), `fallback` otherwise. */
export function safeRedirectPath(to: unknown, fallback: string): string {
  if (typeof to !== "string" || to.length > MAX_LENGTH || !/^[\x21-\x7e]+$/.test(to)) return fallback;
  let layer = to;
  for (let i = 0; i <= DECODING_LAYERS; i++) {
    if (!isLocalPath(layer)) return fallback;
    const decoded = decodeAscii(layer);
    if (decoded === layer) return resolvesLocally(to) ? to : fallback;
    layer = decoded;
  }
  return fallback;
}

function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && ![...path].some(isUnsafe);
}

/**
 * A control character or the backslash, which a decoding layer may reveal. (Non-ASCII, such as
 * the "。" that IDNA reads as a dot, is refused before: a browser never sends it raw.)
 */
function isUnsafe(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f || char === "\\";
}

/**
 * One layer of percent-decoding, of the ASCII escapes only: every character a redirect can be
 * bent with is ASCII, and this never fails on a lone "%" or on an escaped non-ASCII letter.
 */
function decodeAscii(path: string): string {
  return path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Resolved the way a browser would (dot segments included), the path stays on this site. */
function resolvesLocally(path: string): boolean {
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE && !url.pathname.startsWith("//");
  } catch {
    return false;
  }
}
