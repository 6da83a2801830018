import { Transform, type TransformCallback } from "node:stream";

/**
 * The page's scripts are fetched after what paints it (issue 17).
 *
 * A server-rendered page needs its stylesheet and its largest image to paint; its JavaScript
 * only makes it interactive. React Router's `<Scripts>` preloads every module of the page with
 * `<link rel="modulepreload">`, which browsers fetch at high priority, level with the stylesheet
 * and ahead of the page's images. `<Scripts>` takes no attributes for those links, so the
 * document is given them on its way out: each modulepreload link asks for low priority. The
 * modules still start loading as soon as the head is read; the stylesheet and the image marked
 * `fetchPriority="high"` go first on a slow connection.
 *
 * The links are React's own markup: text in a page is escaped, so it cannot contain the pattern.
 */
const LINK = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY_LINK = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

export function lowPriorityModulePreloads(): Transform {
  // The end of a chunk may hold the start of a link cut in two: it waits for the next chunk.
  let pending = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = Buffer.concat([pending, typeof chunk === "string" ? Buffer.from(chunk) : chunk]);
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = text.indexOf(LINK); at !== -1; at = text.indexOf(LINK, from)) {
        parts.push(text.subarray(from, at), LOW_PRIORITY_LINK);
        from = at + LINK.length;
      }
      const keep = Math.max(from, text.length - (LINK.length - 1));
      parts.push(text.subarray(from, keep));
      pending = Buffer.from(text.subarray(keep));
      callback(null, Buffer.concat(parts));
    },
    flush(callback: TransformCallback) {
      callback(null, pending);
    },
  });
}
