/**
 * The one way an action reads its form, and the one answer to a request no page
 * of ours sends. `request.formData()` throws on a JSON body, on a body without
 * a content type and on a multipart body that does not parse: left alone, that
 * is a 500 and an error in the log for what is the caller's mistake. Here it is
 * a 415 or a 400 with a translated message, before anything is read or written.
 */
import { langFromPath, translate, type Lang } from "../i18n/index.ts";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * A refused request: the status, and the translated reason as plain text. Thrown
 * from a page's loader or action it shows on the page's error boundary; from a
 * resource route (the CSV export) it is the answer itself.
 */
export function refusedRequest(lang: Lang, status = 400): Response {
  return new Response(translate(lang, "error.badRequest"), { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** The posted form, or a thrown 415 (not a form) / 400 (a form that does not parse), in the page's language. */
export async function readForm({ request, url }: { request: Request; url: URL }): Promise<FormData> {
  const lang = langFromPath(url.pathname);
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type)) throw refusedRequest(lang, 415);
  try {
    return await request.formData();
  } catch {
    throw refusedRequest(lang, 400);
  }
}
