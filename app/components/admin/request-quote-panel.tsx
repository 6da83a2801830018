/**
 * A quote request's quote in the dashboard's detail: the draft or the version the
 * customer sees (with the customer's page and its PDF), the way to the editor ("Préparer la
 * soumission", or "Nouvelle version" once sent), the customer's answers (who or what, when,
 * which version, the fee), then the acts staff may do now (./request-quote-actions.tsx).
 */
import { ExternalLink } from "../ui/icons.tsx";
import { FilePen, FileDown } from "../ui/admin-icons.tsx";
import { Link } from "react-router";
import type { RequestDetail } from "../../db/admin-requests.server.ts";
import type { RequestQuote } from "../../routes/admin-request-quote.server.ts";
import { businessDateTime } from "../../domain/business-clock.ts";
import { OPEN_QUOTE_STATUSES } from "../../domain/request-status.ts";
import { formatClockTime } from "../../i18n/format-hours.ts";
import { formatDateTime, formatLongDate } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";
import { DetailFacts, DetailSection } from "./detail-section.tsx";
import { datesText } from "./quote-editor/quote-text.ts";
import { RentalRequestsPanel } from "./rental-requests-panel.tsx";
import { RequestQuoteActions } from "./request-quote-actions.tsx";

export function RequestQuotePanel({ detail, quote }: { detail: RequestDetail; quote: RequestQuote }) {
  const i18n = useI18n();
  const { t, href, money, lang } = i18n;
  const { sent, draft } = quote;
  const open = (OPEN_QUOTE_STATUSES as readonly string[]).includes(detail.status);
  const editor = href(`/admin/requests/${detail.reference}/quote`);
  const current = sent?.current;
  const handover = current ? businessDateTime(new Date(current.handoverAt)) : null;
  const starts =
    current?.lines
      .map((line) => line.startDate)
      .filter((d): d is string => !!d)
      .sort() ?? [];
  const ends =
    current?.lines
      .map((line) => line.endDate)
      .filter((d): d is string => !!d)
      .sort() ?? [];
  return (
    <>
      <DetailSection title={t("adminQuotes.panel.title")}>
        {current && handover ? (
          <DetailFacts
            rows={[
              [
                t("adminQuotes.panel.version"),
                current.sentAt
                  ? t("adminQuotes.panel.sentVersion", { version: current.version, date: formatDateTime(lang, current.sentAt) })
                  : t("adminQuotes.versions.version", { version: current.version }),
              ],
              [t("adminQuotes.panel.total"), <strong key="total">{money(current.totals.total)}</strong>],
              [t("adminQuotes.panel.rental"), datesText(i18n, starts[0] ?? null, ends.at(-1) ?? null)],
              [t("adminQuotes.panel.handover"), t("adminQuotes.panel.handoverAt", { date: formatLongDate(lang, handover.date), time: formatClockTime(lang, handover.time) })],
              [t("adminQuotes.panel.validUntil"), sent.acceptedVersion === null ? formatLongDate(lang, current.validUntil) : null],
              [t("adminQuotes.panel.accepted"), sent.acceptedVersion !== null ? t("adminQuotes.versions.version", { version: sent.acceptedVersion }) : null],
            ]}
          />
        ) : (
          <p className="text-concrete-700">{t("adminQuotes.panel.notSent")}</p>
        )}
        {draft ? <p className="mt-2 text-sm text-concrete-700">{t("adminQuotes.panel.draft", { version: draft.version, name: draft.byName, date: formatDateTime(lang, draft.updatedAt) })}</p> : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {open ? (
            <Link to={editor} className={`btn ${current ? "btn-outline" : "btn-primary"}`}>
              <FilePen className="h-5 w-5" aria-hidden="true" />
              {current ? t("adminQuotes.panel.newVersion") : draft ? t("adminQuotes.panel.continue") : t("adminQuotes.panel.prepare")}
            </Link>
          ) : null}
          {quote.link ? (
            <>
              <a href={quote.link} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
                <ExternalLink className="h-5 w-5" aria-hidden="true" />
                {t("adminQuotes.versions.customerView")}
                <span className="sr-only"> {t("quote.form.newTab")}</span>
              </a>
              <a href={`${quote.link}/pdf`} className="btn btn-ghost">
                <FileDown className="h-5 w-5" aria-hidden="true" />
                {t("adminQuotes.panel.pdf")}
              </a>
            </>
          ) : null}
        </div>
      </DetailSection>
      {sent && sent.responses.length > 0 ? <QuoteAnswers sent={sent} /> : null}
      {quote.rentalRequests.requests.length > 0 ? <RentalRequestsPanel id={detail.id} open={quote.rentalRequests} /> : null}
      <RequestQuoteActions detail={detail} quote={quote} />
    </>
  );
}

function QuoteAnswers({ sent }: { sent: NonNullable<RequestQuote["sent"]> }) {
  const { t, money, lang } = useI18n();
  // What the data layer keeps in `reason` depends on the answer: the name given by phone, an extension's new end, the customer's words.
  const answerReason = (response: NonNullable<RequestQuote["sent"]>["responses"][number]) => {
    const reason = response.reason ?? "";
    if (response.kind === "accepted") return t("adminQuotes.answers.phoneName", { name: reason });
    if (response.kind === "extended" && /^\d{4}-\d{2}-\d{2}$/.test(reason)) return t("adminQuotes.answers.newEnd", { date: formatLongDate(lang, reason) });
    return t("adminQuotes.answers.reason", { reason });
  };
  return (
    <DetailSection title={t("adminQuotes.answers.title")}>
      <ol className="space-y-2">
        {[...sent.responses].reverse().map((response, index) => (
          <li key={`${response.kind}-${index}`} className="rounded-lg bg-concrete-50 p-3 text-sm">
            <p className="font-semibold">
              {t(`adminQuotes.answers.kinds.${response.kind}`)} · {t("adminQuotes.versions.version", { version: response.version })}
            </p>
            <p className="text-concrete-700">
              {t(`adminQuotes.answers.actors.${response.actor}`, { name: response.actorName })} · <time dateTime={new Date(response.at).toISOString()}>{formatDateTime(lang, response.at)}</time>
            </p>
            {response.feePercent !== null ? <p>{t("adminQuotes.answers.fee", { percent: response.feePercent, amount: money(response.feeAmount ?? 0) })}</p> : null}
            {response.feeWaived ? <p>{t("adminQuotes.answers.waived", { reason: response.feeWaived })}</p> : null}
            {response.reason ? <p className="whitespace-pre-wrap break-words">{answerReason(response)}</p> : null}
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
