/**
 * /admin/requests/:reference/quote — staff prepare a request's quote ("Staff price and
 * send the quote"): its lines (quantity, dates, a unit price with its reason), options and
 * services, the delivery fee, a discount, the deposit, the handover, a note and the validity;
 * the availability of every line; the sent versions.
 *
 * Action intents: "preview" (priced and checked, nothing saved: the page's own button without
 * JavaScript, every date or quantity change with it), the row buttons ("add-extra:diamond",
 * "remove-extra:1", "remove-line:0", previews too), "save" and "send" (saves, then sends: the
 * data layer refuses a line that is not available or a request that is not open). As in every
 * action: the origin check, then the guard; a bad form answers 400 with its errors beside the
 * fields and nothing written.
 */
import { data } from "react-router";
import type { Route } from "./+types/admin-quote";
import { staffDisplayName, staffMember } from "../auth/guards.server.ts";
import { QuoteEditorPage, type EditorAnswer } from "../components/admin/quote-editor/quote-editor-page.tsx";
import { getRequestDetail } from "../db/admin-requests.server.ts";
import { requestBusinessSettings } from "../db/business-settings.server.ts";
import { getDb } from "../db/client.server.ts";
import { quoteEditor, quoteTokenOf, saveQuoteDraft, sendQuote } from "../db/quotes.server.ts";
import { checkEditorValues, draftFieldErrors, editorValuesFromForm } from "../domain/rental/quote-editor-form.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { notifyOutbox } from "../email/outbox-signal.ts";
import { langFromPath, translate, type MessageKey } from "../i18n/index.ts";
import { logger } from "../platform/logger.server.ts";
import { readForm } from "../platform/read-form.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import { staticPageMeta } from "../seo/meta.ts";
import { quoteMailSettings } from "./admin-quote-mail.server.ts";
import { applyRowChange, previewView, quoteProducts, quoteReferenceOf, requestDeliveryEstimate, rowChangeOf, storedView } from "./admin-quote.server.ts";

export const meta = staticPageMeta("admin", "/admin", ({ location }) => {
  const lang = langFromPath(location.pathname);
  return { title: translate(lang, "adminQuotes.editor.metaTitle", { reference: location.pathname.split("/").at(-2) ?? "" }) };
});

/** The editor's state and what the page shows besides (the customer, the request's project). */
async function loadEditor(args: { params: { reference?: string }; url: URL; context: Route.LoaderArgs["context"] }) {
  const reference = quoteReferenceOf(args.params.reference);
  if (!reference) return null;
  const db = await getDb();
  const lang = langFromPath(args.url.pathname);
  const [state, request] = await Promise.all([quoteEditor(db, reference), getRequestDetail(db, reference, lang)]);
  if (!state || !request) return null;
  const [token, products] = await Promise.all([state.versions.length > 0 ? quoteTokenOf(db, state.submissionId) : null, quoteProducts(db, state)]);
  const { business } = await requestBusinessSettings(args.context);
  const customer = { name: request.name, company: request.company, email: request.email, deliveryChoice: request.deliveryChoice, deliveryEstimate: requestDeliveryEstimate(request, business.geo) };
  return { db, lang, state, token, products, customer, view: storedView(state, products, lang, token) };
}

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadEditor(args);
  if (!loaded) throw data(null, { status: 404 });
  return data({ view: loaded.view, customer: loaded.customer });
}

export async function action(args: Route.ActionArgs) {
  const user = staffMember(args.context);
  const form = await readForm(args);
  const intent = String(form.get("intent") ?? "preview").slice(0, 40);
  const loaded = await loadEditor(args);
  const answer = (status: number, result: EditorAnswer) => data<EditorAnswer>(result, { status });
  if (!loaded) return answer(404, { ok: false, intent, message: "adminQuotes.errors.notFound" });
  const { db, lang, state, view } = loaded;

  const rowChange = rowChangeOf(intent);
  const kind = rowChange ? "rows" : intent;
  if (!["preview", "rows", "save", "send"].includes(kind)) return answer(400, { ok: false, intent: "unknown", message: "adminQuotes.errors.unknownAction" });

  let values = editorValuesFromForm(form);
  if (rowChange) values = applyRowChange(values, rowChange, state.extraPrices, state.lang, lang);
  const products = await quoteProducts(db, state, values);
  const checked = checkEditorValues(values, { products, lang: state.lang, today: todayInBusinessZone() });

  // A row just added is empty: its errors wait for the next check.
  if (kind === "rows") return answer(200, { ok: true, intent, message: null, view: await previewView(db, view, values, checked.ok ? checked.draft : null, products, lang) });
  if (!checked.ok)
    return answer(400, {
      ok: false,
      intent,
      message: checked.summary.key,
      vars: { n: checked.summary.n ?? 0 },
      errors: checked.errors,
      view: await previewView(db, view, values, null, products, lang),
    });
  if (kind === "preview") return answer(200, { ok: true, intent, message: null, view: await previewView(db, view, values, checked.draft, products, lang) });

  const actor = { userId: user.id, name: staffDisplayName(user) };
  const refused = async (status: number, message: MessageKey, vars?: EditorAnswer["vars"]) =>
    answer(status, { ok: false, intent, message, vars, view: await previewView(db, view, values, checked.draft, products, lang) });
  try {
    const saved = await saveQuoteDraft(db, { submissionId: state.submissionId, draft: checked.draft, actor });
    if (!saved.ok) {
      if (saved.reason === "not-found") return answer(404, { ok: false, intent, message: "adminQuotes.errors.notFound" });
      if (saved.reason === "not-open") return refused(409, "adminQuotes.errors.notOpen");
      // Something changed between the check and the save (a product archived meanwhile): its problems beside their fields.
      const errors = draftFieldErrors(saved.errors ?? {});
      return answer(400, { ok: false, intent, message: "adminQuotes.errors.invalidDraft", errors, view: await previewView(db, view, values, checked.draft, products, lang) });
    }
    logger.info("quote draft saved", { submissionId: state.submissionId, version: saved.version, by: user.id });
    if (kind === "save") return answer(200, { ok: true, intent, message: "adminQuotes.editor.saved", view: await freshView(args) });

    const sent = await sendQuote(db, { submissionId: state.submissionId, actor, mail: await quoteMailSettings(args.context) });
    if (!sent.ok) {
      // A draft saved yesterday may start today: its dates or validity are past by now.
      if (sent.reason === "invalid")
        return answer(400, {
          ok: false,
          intent,
          message: "adminQuotes.errors.summary",
          errors: draftFieldErrors(sent.errors ?? {}),
          view: await previewView(db, view, values, checked.draft, products, lang),
        });
      const name = sent.productId === undefined ? "" : (products.get(sent.productId)?.name[lang] ?? `#${sent.productId}`);
      const message: MessageKey =
        sent.reason === "unavailable"
          ? "adminQuotes.errors.unavailable"
          : sent.reason === "not-open"
            ? "adminQuotes.errors.notOpen"
            : sent.reason === "no-draft"
              ? "adminQuotes.errors.noDraft"
              : "adminQuotes.errors.notFound";
      return answer(sent.reason === "not-found" ? 404 : 409, { ok: false, intent, message, vars: { product: name }, view: await freshView(args) });
    }
    notifyOutbox();
    logger.info("quote sent", { submissionId: state.submissionId, version: sent.version, by: user.id });
    return answer(200, { ok: true, intent, message: "adminQuotes.editor.sent", vars: { version: sent.version }, view: await freshView(args) });
  } catch (error) {
    logger.error("quote not saved or sent", { requestId: args.context.get(requestInfoContext).requestId, submissionId: state.submissionId, intent, by: user.id, error });
    return answer(500, { ok: false, intent, message: "adminQuotes.errors.failed" });
  }
}

/** The stored view after a save or a send (the editor reads the draft and the versions again). */
async function freshView(args: Route.ActionArgs) {
  const loaded = await loadEditor(args);
  if (!loaded) throw data(null, { status: 404 });
  return loaded.view;
}

export default function AdminQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  return <QuoteEditorPage view={loaderData.view} customer={loaderData.customer} posted={actionData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
