import { Transform, type TransformCallback } from "node:stream";

/**
 * A page's scripts are asked for once the page has painted (decision 0025).
 *
 * A server-rendered page needs its stylesheet and its largest image to paint; its JavaScript
 * only makes it interactive. Its links and forms work before it (they are real links and forms);
 * what needs a script (the quote cart's add button) shows disabled until then. React Router's `<Scripts>` writes:
 * - a `<link rel="modulepreload" href=… nonce=…/>` per module of the page (React hoists them
 *   into the `<head>`), which the browser fetches as soon as it reads them;
 * - at the end of the body, an inline module script that imports the page's route modules
 *   statically, publishes them with the route manifest, then imports the client entry.
 *
 * The document is rewritten on its way out:
 * - the preload links are left out of the HTML, their addresses kept in order;
 * - the inline module waits for the first paint (AFTER_FIRST_PAINT), then adds the same preload
 *   links (same nonce, low priority) so every module is fetched at once, with no waterfall, and
 *   imports the route modules dynamically where it imported them statically; the route manifest
 *   it holds loses its indentation (−0.2 KB gzip on a product page).
 * React adopts or re-creates the hoisted links when it hydrates; the modules are not fetched
 * twice (the same URL is one module).
 *
 * All of React Router's markup is React's own: text in a page is escaped, so it cannot contain
 * the patterns. A document without them passes unchanged. The render cache stores the output, so
 * a cache hit costs nothing more; the nonce written into the script is replaced per response like
 * every other occurrence of it (server/render-cache.ts).
 */
const PRELOAD_START = '<link rel="modulepreload"';
const MODULE_SCRIPT_START = '<script nonce="';
const MARKERS = [PRELOAD_START, MODULE_SCRIPT_START];
/** The longest part of a marker that can wait at the end of a chunk for the next one. */
const HOLD = Math.max(...MARKERS.map((marker) => marker.length)) - 1;

const PRELOAD = /^<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/;
const MODULE_SCRIPT_TAG = /^<script nonce="([^"]*)" type="module" async="">/;
// `routeN`, or `routeN_main`, `routeN_clientAction`… where a route is split into chunks.
const STATIC_ROUTE_IMPORT = /import \* as (route\d+(?:_\w+)?) from ("[^"]+");\n?/g;

/**
 * Waits for the first paint: the browser's paint timing entry where it has one (it is recorded
 * once the frame is presented), else a task after the first animation frame; at once in a hidden
 * tab (it paints nothing until shown); after a second at most.
 */
const AFTER_FIRST_PAINT =
  'await new Promise((go) => { if (document.visibilityState === "hidden") return go(); setTimeout(go, 1e3); if (PerformanceObserver.supportedEntryTypes?.includes("paint")) new PerformanceObserver(go).observe({ type: "paint", buffered: true }); else requestAnimationFrame(() => setTimeout(go)); });';

function bootstrapAfterFirstPaint(content: string, nonce: string, preloads: string[]): string {
  const routes: { name: string; url: string }[] = [];
  const rest = content.replace(STATIC_ROUTE_IMPORT, (_match, name: string, url: string) => {
    routes.push({ name, url });
    return "";
  });
  const lines = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, nonce: ${JSON.stringify(nonce)}, fetchPriority: "low" }));`,
    routes.length ? `const [${routes.map((route) => route.name).join(", ")}] = await Promise.all([${routes.map((route) => `import(${route.url})`).join(", ")}]);` : "",
  ];
  // React Router prints the route manifest with two-space indentation; every statement of the
  // script ends with a semicolon and no string in it holds a line break, so the lines can go.
  return [...lines.filter(Boolean), rest.replace(/\n\s*/g, "")].join("\n");
}

export function scriptsAfterFirstPaint(): Transform {
  // Bytes as latin1 text: one character per byte, so multi-byte characters pass through whole.
  let pending = "";
  const preloads: string[] = [];
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = pending + (typeof chunk === "string" ? Buffer.from(chunk).toString("latin1") : chunk.toString("latin1"));
      let out = "";
      let from = 0;
      pending = "";
      for (;;) {
        const at = nextMarker(text, from);
        if (at === -1) {
          const keep = Math.max(from, text.length - HOLD);
          out += text.slice(from, keep);
          pending = text.slice(keep);
          break;
        }
        out += text.slice(from, at);
        const result = rewriteAt(text, at, preloads);
        if (result === "incomplete") {
          pending = text.slice(at);
          break;
        }
        out += result.output;
        from = result.end;
      }
      callback(null, Buffer.from(out, "latin1"));
    },
    flush(callback: TransformCallback) {
      callback(null, Buffer.from(pending, "latin1"));
    },
  });
}

function nextMarker(text: string, from: number): number {
  const found = MARKERS.map((marker) => text.indexOf(marker, from)).filter((at) => at !== -1);
  return found.length ? Math.min(...found) : -1;
}

/** What replaces the element starting at `at`, or "incomplete" when its end has not arrived yet. */
function rewriteAt(text: string, at: number, preloads: string[]): { output: string; end: number } | "incomplete" {
  const tagEnd = text.indexOf(">", at);
  if (tagEnd === -1) return "incomplete";
  const tag = text.slice(at, tagEnd + 1);
  if (tag.startsWith(PRELOAD_START)) {
    const preload = PRELOAD.exec(tag);
    if (!preload) return { output: tag, end: tagEnd + 1 };
    preloads.push(preload[1]!);
    return { output: "", end: tagEnd + 1 };
  }
  const moduleScript = MODULE_SCRIPT_TAG.exec(tag);
  if (!moduleScript) return { output: tag, end: tagEnd + 1 };
  const close = text.indexOf("</script>", tagEnd);
  if (close === -1) return "incomplete";
  // Its bytes pass through as they are (latin1 in, latin1 out); what is added is ASCII.
  const content = bootstrapAfterFirstPaint(text.slice(tagEnd + 1, close), moduleScript[1]!, preloads);
  return { output: tag + content + "</script>", end: close + "</script>".length };
}
