/**
 * /quote — the quote request (spec 2, 3, 4, 5, 8; decisions.md "Quotes and
 * contact"). The cart lives in the browser (localStorage); once hydrated, the page
 * asks for the products of its lines in its language (./quote-products.ts) to name
 * and price them, without shipping the catalogue. The form posts the lines as
 * ordinary fields; the action validates with the same zod schema, re-prices
 * from the catalogue and stores request + lines + e-mails in one transaction.
 * The dates price the lines as the customer types (the same pure
 * rules as the server's); the delivery estimate and each line's availability
 * come from the estimate route (./quote-estimate.ts).
 */
import { lazy, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { data, useActionData, useNavigate } from "react-router";
import type { Route } from "./+types/quote";
import { phoneHref } from "../config/business.ts";
import { useBusiness } from "../components/use-business.ts";
import { requestBusinessSettings } from "../db/business-settings.server.ts";
import { weeklyHoursOf } from "../domain/business-settings.ts";
import { quoteTotals } from "../domain/pricing.ts";
import type { EstimateAnswer } from "../domain/quote/estimate-query.ts";
import type { DeliveryEstimate } from "../domain/rental/delivery-estimate.ts";
import { earliestStartDate } from "../domain/rental/rental-dates.ts";
import type { DeliveryChoice } from "../domain/validation/form-shapes.ts";
import type { FieldErrors } from "../domain/validation/errors.ts";
import { QUOTE_FIELDS } from "../domain/validation/form-shapes.ts";
import { REPLY_WITHIN_HOURS } from "../domain/constants.ts";
import { formatRentalDay } from "../i18n/format-dates.ts";
import { langFromPath } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { loadNamespaces, type LazyNamespace } from "../i18n/lazy-messages.ts";
import { PageHeader } from "../components/page-header.tsx";
import { useQuoteCart } from "../components/quote-cart-store.ts";
import { OptionalChunk } from "../components/ui/optional-chunk.tsx";
import { useHydrated } from "../components/ui/use-hydrated.ts";
import { useFormSubmission } from "../components/ui/use-form-submission.ts";
import { submissionFormProps } from "../components/ui/submission-form.tsx";
import type * as CartLinesModule from "../components/quote/cart-lines.tsx";
import { EmptyCart } from "../components/quote/empty-cart.tsx";
import { QuoteRequestForm } from "../components/quote/quote-request-form.tsx";
import { useQuoteProducts } from "../components/quote/use-quote-products.ts";
import { QuoteSummary } from "../components/quote/quote-summary.tsx";
import { staticPageMeta } from "../seo/meta.ts";
import { withTypedValues, type AnswerWithValues } from "../submissions/form-submission.server.ts";
import { submitQuoteRequest } from "../submissions/quote.server.ts";
import { submitInputFor } from "../submissions/submission-input.server.ts";
import { readForm } from "../platform/read-form.server.ts";
import { getQuotePrefill } from "../auth/prefill.server.ts";
import { assertSameOrigin } from "../auth/same-origin.server.ts";
import { getEnv } from "../config/env.server.ts";
import { requestCatalogue } from "../db/catalogue.server.ts";
import { findProduct, isProductId, isSoldItem } from "../domain/catalogue/catalogue.ts";
import { linePrice, requestTotals } from "../domain/quote/line-price.ts";
import { lineFromAddress } from "../domain/cart.ts";
import { formatDateRange } from "../i18n/format-dates.ts";
import type { RouteFacts } from "./facts.ts";

// The cart's lines (their prices, dates and availability) and the form's errors come later, with
// the cart's products or the form's first use; what a failure to load them must still say is here.
export const handle = {
  page: {
    public: true,
    sitemap: true,
    messages: [
      "quote.page",
      "quote.cart",
      "quote.form",
      "quote.summary",
      "quote.nextSteps",
      "quote.help",
      "quote.success",
      "quote.errors.noItems",
      "quote.errors.generic",
      "validation.errorTitle",
      "rental.dates",
      "rental.delivery",
      "pages.quote",
      "toast.itemRemoved",
      "toast.quoteSent",
      "toast.quoteSentPage",
      "meta.quote",
    ],
  },
} satisfies RouteFacts;

export const meta = staticPageMeta("quote", "/quote");

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  // Signed-in customers find their profile and account e-mail already in the form (spec 6).
  const [prefill, settings, catalogue] = await Promise.all([getQuotePrefill(request, context), requestBusinessSettings(context), requestCatalogue(context)]);
  // The first start the rental policy allows (24 h notice, an opening day): the date fields'
  // minimum. The browser checks the dates against this moment; the action checks again.
  const now = new Date();
  const earliestStart = earliestStartDate(now, weeklyHoursOf(settings.business.openingHours));
  // In words too, here: the page carries no date formatting code for it.
  const earliestStartText = earliestStart ? formatRentalDay(lang, earliestStart, now) : null;
  // A product added from its page before the scripts arrived, or without them: named and dated here.
  const fromAddress = lineFromAddress(url.searchParams);
  const product = fromAddress && isProductId(fromAddress.line.id) ? findProduct(catalogue, fromAddress.line.id) : undefined;
  const added =
    fromAddress && product
      ? {
          ...fromAddress,
          name: product.name[lang],
          when: fromAddress.chosen ? formatDateRange(lang, fromAddress.chosen.start, fromAddress.chosen.end, now) : null,
          // The summary's figures until the scripts price the cart (the delivery is confirmed in the quote).
          totals: requestTotals(
            [
              linePrice(
                { priceDay: product.priceDay, priceWeek: product.priceWeek, soldAtFixedPrice: isSoldItem(catalogue, product) },
                fromAddress.line.quantity,
                fromAddress.line.period,
                fromAddress.chosen,
              ),
            ],
            { kind: "unknown" },
          ),
        }
      : null;
  return { earliestStart, earliestStartText, now: now.getTime(), prefill, added };
}

// Nothing it sends changes with a submission; the next form key is made in the browser.
export function shouldRevalidate() {
  return false;
}

export async function action({ request, context, url }: Route.ActionArgs) {
  // Origin check first, as in every action (this form has no guard: anyone may send it).
  assertSameOrigin(request, getEnv().publicUrl);
  const formData = await readForm({ request, url });
  const answer = await submitQuoteRequest(await submitInputFor({ request, context, url }, formData));
  return data(withTypedValues(answer.body, formData, QUOTE_FIELDS), { status: answer.status });
}

/** With JavaScript: a lost connection must not replace the page (and what was typed) by the error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<AnswerWithValues> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, reason: "unexpected", message: { key: "quote.errors.generic" } };
  }
}

/** Without JavaScript the cart cannot exist (it lives in the browser): say so, offer the phone and the contact form. */
function NoScriptNotice() {
  const { t, href } = useI18n();
  const business = useBusiness();
  return (
    <noscript>
      <style>{".quote-js-only{display:none!important}"}</style>
      <div className="card border-l-4 border-l-safety-600 p-6">
        <h2 className="text-xl font-bold">{t("quote.page.noscriptTitle")}</h2>
        <p className="mt-2 max-w-3xl text-concrete-700">{t("quote.page.noscriptText", { phone: business.phone })}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a href={phoneHref(business.phone)} className="btn btn-primary">
            {business.phone}
          </a>
          <a href={href("/contact")} className="btn btn-outline">
            {t("quote.page.noscriptContact")}
          </a>
        </div>
      </div>
    </noscript>
  );
}

/**
 * The request's answers (../components/quote/quote-sent.tsx), not in the page's first load: the
 * answer to a plain form post, which the server renders at once (imported here; the browser keeps
 * its HTML until the chunk has arrived), and the message after a request sent from the page, whose
 * chunk is fetched with the form's rules (before any send).
 */
const loadSentNotices = () => import("../components/quote/quote-sent.tsx");
const PostedAnswer = import.meta.env.SSR ? (await loadSentNotices()).PostedAnswer : lazy(() => loadSentNotices().then((module) => ({ default: module.PostedAnswer })));
const SentNotice = lazy(() => loadSentNotices().then((module) => ({ default: module.SentNotice })));

/**
 * The cart's lines and the rules that price them (../components/quote/cart-lines.tsx), which the
 * server never renders (the cart lives in the browser): they come with the cart's products, not
 * with the page (first-load JavaScript). The page prices the summary with them too.
 */
type CartLines = typeof CartLinesModule;

const NO_TOTALS = quoteTotals([]);

/** The form's errors, which the page does not carry (i18n/namespaces.ts): loaded with its rules. */
const FORM_ERROR_TEXTS: readonly LazyNamespace[] = ["quote", "validation"];

/** The side notes, which nothing changes once shown. */
const loadAside = () => import("../components/quote/quote-aside.tsx");
const QuoteAside = import.meta.env.SSR ? (await loadAside()).QuoteAside : lazy(() => loadAside().then((module) => ({ default: module.QuoteAside })));

export type AddedFromAddress = NonNullable<Route.ComponentProps["loaderData"]["added"]>;

/** The line sent from a product page without scripts, shown until they arrive: the browser keeps the server's HTML. */
const loadAddedLine = () => import("../components/quote/added-line.tsx");
const AddedLine = import.meta.env.SSR ? (await loadAddedLine()).AddedLine : lazy(() => loadAddedLine().then((module) => ({ default: module.AddedLine })));

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { t, money, lang, href } = useI18n();
  const business = useBusiness();
  const hydrated = useHydrated();
  const cart = useQuoteCart();
  const navigate = useNavigate();
  const posted = useActionData<typeof action>();
  // Sent from a product page as a plain form (../domain/cart.ts, lineFromAddress): shown and sent
  // as it is until the scripts take over, then added to the stored cart (once) and the address cleaned.
  const added = posted?.ok ? null : loaderData.added;
  const addedMerged = useRef(false);
  useEffect(() => {
    if (!added || addedMerged.current) return;
    addedMerged.current = true;
    cart.add(added.line, added.chosen);
    void navigate(href("/quote"), { replace: true, preventScrollReset: true });
  }, [added, cart, navigate, href]);
  const formLines = hydrated ? cart.lines : added ? [added.line] : [];
  const formDates = hydrated ? cart.dates : (added?.chosen ?? {});
  const productIds = useMemo(() => cart.lines.map((line) => line.id), [cart.lines]);
  const products = useQuoteProducts(productIds);
  const { index } = products;
  const hasLines = cart.lines.length > 0;
  const focusSuccess = useRef(false);
  // After a plain post refused, the form comes back as it was sent.
  const postedValues = posted && !posted.ok ? posted.values : undefined;
  const [delivery, setDelivery] = useState<DeliveryChoice>(postedValues?.deliveryNeeded === "pickup" ? "pickup" : "delivery");
  const [deliveryPostalCode, setDeliveryPostalCode] = useState("");
  // Asked for at the same time as the lines' products, so neither waits for the other (and for a
  // postal code's delivery estimate).
  const linesWanted = hasLines || deliveryPostalCode !== "";
  const [lines, setLines] = useState<CartLines | null>(null);
  const [linesLoad, setLinesLoad] = useState({ attempt: 0, failed: false });
  useEffect(() => {
    if (!linesWanted || lines) return;
    let current = true;
    import("../components/quote/cart-lines.tsx").then(
      (module) => current && setLines(module),
      () => current && setLinesLoad((before) => ({ ...before, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [linesWanted, lines, linesLoad.attempt]);
  const retryLines = () => setLinesLoad((before) => ({ attempt: before.attempt + 1, failed: false }));
  const [estimateAnswer, setEstimateAnswer] = useState<EstimateAnswer | null>(null);

  // Each line as the server will price it, once the rules are there (none until then).
  const prices = useMemo(() => (lines ? lines.priceCartLines(cart.lines, cart.dates, index) : cart.lines.map(() => null)), [lines, cart.lines, cart.dates, index]);
  const estimateLines = useMemo(
    () =>
      cart.lines.map((line, i) => {
        const price = prices[i];
        return { productId: line.id, units: line.quantity, range: price?.kind === "dated" ? price.range : null };
      }),
    [cart.lines, prices],
  );
  const deliveryEstimate = useMemo<DeliveryEstimate>(() => (delivery === "pickup" ? { kind: "none" } : (estimateAnswer?.delivery ?? { kind: "unknown" })), [delivery, estimateAnswer]);
  const totals = useMemo(
    () =>
      lines
        ? lines.requestTotals(
            prices.filter((price) => price !== null),
            deliveryEstimate,
          )
        : NO_TOTALS,
    [lines, prices, deliveryEstimate],
  );
  // Before the scripts, the line from the address as the server priced it.
  const shownTotals = !hydrated && added ? added.totals : totals;

  // The form's rules and the words of its errors, on its first use and before any check.
  // (The opening hours' week too, which the page itself has no use for, and the sent message.)
  const loadFormTools = () =>
    Promise.all([import("../domain/validation/quote-form.ts"), import("../domain/business-settings.ts"), loadNamespaces(lang, FORM_ERROR_TEXTS), loadSentNotices()]).then(([rules, settings]) => ({
      ...rules,
      weeklyHoursOf: settings.weeklyHoursOf,
    }));
  const form = useFormSubmission({
    fields: QUOTE_FIELDS,
    phone: business.phone,
    posted: posted && !posted.ok ? posted : undefined,
    // Checked with the server's own zod schema (loaded on first use, so it does not weigh
    // on the page), plus the lines: a product that left the catalogue cannot be requested.
    async check(element) {
      const { quoteInputFromFormData, validateQuoteForm, weeklyHoursOf } = await loadFormTools();
      const validated = validateQuoteForm(quoteInputFromFormData(new FormData(element)), { now: new Date(loaderData.now), hours: weeklyHoursOf(business.openingHours) });
      const found: FieldErrors = validated.ok ? {} : { ...validated.errors };
      // A line whose product the server did not return has left the catalogue (one still being asked about has not).
      if (!products.pending && cart.lines.some((line) => !index.products[line.id])) found.items = { key: "quote.errors.invalidItems" };
      return found;
    },
    failureTitle: () => "validation.errorTitle",
    checkFailed: { title: "validation.errorTitle", text: "quote.errors.generic" },
    // No toast: the page's success message is the one result, and it takes the focus.
    onSent() {
      cart.clear();
      setDelivery("delivery");
      setDeliveryPostalCode("");
      focusSuccess.current = true;
    },
  });
  const { errors, lastReference } = form;

  // After a success the submit button is gone with the old form: the focus goes to the success
  // message (rendered once the cart is empty and its code is there), not to the page's body.
  const focusSentNotice = useCallback((notice: HTMLDivElement | null) => {
    if (!notice || !focusSuccess.current) return;
    focusSuccess.current = false;
    notice.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, []);

  return (
    <>
      <PageHeader title={t("pages.quote.title")} lead={t("quote.page.lead", { hours: REPLY_WITHIN_HOURS })} />
      <div className="container-page py-8 sm:py-10">
        {/* A browser running scripts never shows a noscript's content, and React does not render it
            there: the server's copy is the one read, so the browser's bundle does not carry it. */}
        {added ? null : import.meta.env.SSR ? <NoScriptNotice /> : <noscript />}
        {posted?.ok ? (
          <div className="mb-8">
            <OptionalChunk name="Quote request answer">
              <PostedAnswer answer={posted} />
            </OptionalChunk>
          </div>
        ) : null}
        <div className={`${added ? "" : "quote-js-only "}grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]`}>
          <div className="min-w-0 space-y-8">
            {lastReference && cart.lines.length === 0 ? (
              <OptionalChunk name="Quote request sent">
                <SentNotice ref={focusSentNotice} reference={lastReference} />
              </OptionalChunk>
            ) : null}
            <section aria-labelledby="items-heading">
              <div className="mb-3 flex items-baseline justify-between gap-4">
                <h2 id="items-heading" tabIndex={-1} className="text-xl font-bold outline-none sm:text-2xl">
                  {t("quote.cart.title")}
                </h2>
                {hydrated && cart.lines.length > 0 ? <p className="shrink-0 text-sm text-concrete-600">{t("quote.cart.count", { count: cart.lines.length })}</p> : null}
              </div>
              {lines ? <lines.QuoteEstimateRequest question={{ choice: delivery, postalCode: deliveryPostalCode, lines: estimateLines }} onAnswer={setEstimateAnswer} /> : null}
              {hydrated && (products.failed || (hasLines && linesLoad.failed)) ? (
                <div role="alert" className="card flex flex-wrap items-center justify-between gap-3 border-l-4 border-l-danger-700 p-5">
                  <p className="font-medium">{t("quote.cart.loadFailed")}</p>
                  <button type="button" className="btn btn-outline" onClick={products.failed ? products.retry : retryLines}>
                    {t("quote.cart.retry")}
                  </button>
                </div>
              ) : hydrated && !products.pending && (lines || !hasLines) ? (
                lines && hasLines ? (
                  <lines.QuoteCartList
                    cart={cart}
                    index={index}
                    facts={{ prices, availability: estimateAnswer?.lines ?? [], errors, earliestStart: loaderData.earliestStart, phone: business.phone, onFieldChange: form.onFieldChange }}
                  />
                ) : (
                  // Its own key: made anew, not the loading box's elements moved (a layout shift).
                  <EmptyCart key="read" />
                )
              ) : added && !hydrated ? (
                <OptionalChunk name="Line sent without scripts">
                  <AddedLine added={added} />
                </OptionalChunk>
              ) : (
                <EmptyCart loading={t("quote.cart.loading")} />
              )}
              {errors.items ? (
                <p id="items-error" className="mt-2 text-sm font-medium text-danger-700">
                  {t(errors.items.key, { phone: business.phone, ...(errors.items.n === undefined ? {} : { n: errors.items.n }) })}
                </p>
              ) : null}
            </section>
            <div className="lg:hidden">
              <QuoteSummary totals={shownTotals} lineCount={formLines.length} delivery={deliveryEstimate} />
            </div>
            <QuoteRequestForm
              key={form.generation}
              submission={submissionFormProps(form, () => void loadFormTools().catch(() => undefined))}
              lines={formLines}
              project={{
                dates: formDates,
                onDatesChange: cart.setDates,
                earliestStart: loaderData.earliestStart,
                earliestStartText: loaderData.earliestStartText,
                delivery,
                onDeliveryChange: setDelivery,
                onDeliveryPostalCodeChange: setDeliveryPostalCode,
              }}
              prefill={form.generation === 0 && postedValues ? { ...loaderData.prefill, ...postedValues } : loaderData.prefill}
              totalText={money(shownTotals.total)}
            />
          </div>
          <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <div className="hidden lg:block">
              <QuoteSummary totals={shownTotals} lineCount={formLines.length} delivery={deliveryEstimate} />
            </div>
            <OptionalChunk name="Quote page notes">
              <QuoteAside business={business} />
            </OptionalChunk>
          </aside>
        </div>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
