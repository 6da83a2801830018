/**
 * /quotes/:token (and /en/quotes/:token) — the customer's private quote link. No
 * account: whoever holds the link may answer. Shows the latest version sent (lines, dates,
 * availability while open, amounts, deposit, handover, validity, the staff's note), the
 * conditions in short and the history of answers; offers accept and decline while the quote is
 * open, then the PDF, a date-change request and the cancellation (fee shown, then confirmed).
 * Once the equipment is out, "Votre location" takes their place: the units, the end date, the
 * contracts, and the pickup and extension requests (../components/quote-link/rental-under-way.tsx).
 * Closed quotes (declined, cancelled, expired, completed) are shown read-only.
 *
 * Works without JavaScript: plain forms posted to this action; a success redirects to the page
 * with ?done=… (Post/Redirect/Get), a refusal or a form error answers the page with the
 * message. Never indexed, never stored by a shared cache, never leaking the link in a Referer
 * to another site (./quote-link.server.ts, QUOTE_LINK_HEADERS).
 */
import { Download, LockKeyhole } from "../components/ui/icons.tsx";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/quote-link";
import { PageHeader } from "../components/page-header.tsx";
import { AcceptQuoteForm, CancelReservationPanel, DateChangeForm, DeclineQuoteForm } from "../components/quote-link/quote-answer-forms.tsx";
import { QuoteDocumentView } from "../components/quote-link/quote-document-view.tsx";
import { QuoteAnswerHistory, QuoteConditions, QuoteResultMessage, QuoteStatusBanner } from "../components/quote-link/quote-link-status.tsx";
import { RentalUnderWaySection } from "../components/quote-link/rental-under-way.tsx";
import { getDb } from "../db/client.server.ts";
import { quoteForLink } from "../db/quotes.server.ts";
import { rentalUnderWay } from "../db/rental-requests.server.ts";
import { isQuoteToken } from "../domain/validation/quote-answer-form.ts";
import { formatLongDate } from "../i18n/format-dates.ts";
import { langFromPath, stripLangPrefix, translate } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { FAILED_PAGE_META, pageMeta, siteFromMatches } from "../seo/meta.ts";
import { doneFlagOf, QUOTE_LINK_HEADERS, quoteLinkAction, quoteNotFound, toQuoteLinkPage } from "./quote-link.server.ts";
import type { RouteFacts } from "./facts.ts";

// (A wrong link's title is the 404's.)
export const handle = { page: { messages: ["quoteLink", "quote", "rental", "validation", "meta.notFound"] } } satisfies RouteFacts;

export const headers: Route.HeadersFunction = () => QUOTE_LINK_HEADERS;

export async function loader({ params, url }: Route.LoaderArgs) {
  // A malformed token never reaches the database (and is never logged).
  if (!isQuoteToken(params.token)) quoteNotFound();
  const db = await getDb();
  const view = await quoteForLink(db, params.token);
  if (!view) quoteNotFound();
  const rental = view.status === "accepted" ? await rentalUnderWay(db, view.submissionId) : null;
  return data({ page: toQuoteLinkPage(view), token: params.token, done: doneFlagOf(url), rental }, { headers: QUOTE_LINK_HEADERS });
}

export const action = (args: Route.ActionArgs) => quoteLinkAction(args);

/**
 * After any answer, the quote is read again, refusals included (React Router skips that after a
 * 4xx by default): a superseded version is replaced by the latest, a gone product shows as such.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus !== undefined ? true : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return FAILED_PAGE_META;
  const site = { ...siteFromMatches(args.matches), lang: langFromPath(args.location.pathname) };
  const title = translate(site.lang, "quoteLink.meta.title", { reference: args.loaderData.page.reference, name: site.business.name });
  return [
    ...pageMeta({ site, path: stripLangPrefix(args.location.pathname), title, description: translate(site.lang, "quoteLink.meta.description"), noindex: true }),
    // Belt and braces with the Referrer-Policy header: the link never travels to another site in a Referer.
    { name: "referrer", content: "same-origin" },
  ];
};

export default function QuoteLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href, lang } = useI18n();
  const { page, token, done, rental } = loaderData;
  const { current } = page;
  const action = href(`/quotes/${token}`);
  const title = t("quoteLink.page.title", { reference: page.reference });
  const confirmingCancel = actionData?.ok === true;
  return (
    <>
      <PageHeader title={title} lead={t("quoteLink.page.lead", { name: page.customerName })} crumbs={[{ label: title }]} />
      <div className="container-page space-y-6 py-8 sm:py-10">
        <QuoteResultMessage page={page} done={done} answer={actionData} />
        <QuoteStatusBanner page={page} />
        {rental ? <RentalUnderWaySection rental={rental} token={token} action={action} answer={actionData} /> : null}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
          <div className="min-w-0 space-y-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-concrete-700">
                <span className="font-semibold text-ink">{t("quoteLink.page.version", { version: current.version })}</span>
                {current.sentAt ? ` · ${t("quoteLink.page.sentOn", { date: formatLongDate(lang, current.sentAt) })}` : null}
              </p>
              <a href={href(`/quotes/${token}/pdf`)} className="btn btn-outline">
                <Download className="h-5 w-5" aria-hidden="true" />
                {t("quoteLink.page.pdf")}
              </a>
            </div>
            <QuoteDocumentView document={current} availability={page.can.accept ? page.availability : null} open={page.can.accept} />
            <QuoteConditions />
            <QuoteAnswerHistory responses={page.responses} />
          </div>
          <aside className="space-y-6" aria-label={title}>
            {page.can.accept ? <AcceptQuoteForm action={action} answer={actionData} version={current.version} /> : null}
            {page.can.decline && !confirmingCancel ? <DeclineQuoteForm action={action} answer={actionData} version={current.version} /> : null}
            {/* Other dates first: often what a customer who thinks of cancelling needs. */}
            {/* With the equipment out, later dates are an extension and the end a pickup or a return: "Votre location" offers them. */}
            {page.can.requestDateChange && !confirmingCancel && !rental ? <DateChangeForm action={action} answer={actionData} /> : null}
            {page.can.cancel && page.cancellationPreview && !rental ? <CancelReservationPanel action={action} answer={actionData} preview={page.cancellationPreview} /> : null}
            <p className="flex gap-2 text-sm text-concrete-600">
              <LockKeyhole className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {t("quoteLink.page.privateNote")}
            </p>
          </aside>
        </div>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
