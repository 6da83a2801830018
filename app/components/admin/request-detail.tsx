/**
 * The selected request (spec 2 /admin): status buttons, client information,
 * message or comments, project dates and delivery site, requested items with
 * totals and taxes, reply-by-e-mail and call links, and the history of its
 * status (decisions.md: who or what, when, from, to); for a quote request, its
 * quote and what staff may do to it. This panel places the pieces
 * and moves the focus; each piece is its own component.
 */
import { X } from "../ui/icons.tsx";
import { useEffect, useRef, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import type { RequestDetail } from "../../db/admin-requests.server.ts";
import type { RequestQuote } from "../../routes/admin-request-quote.server.ts";
import { useI18n } from "../../i18n/react.tsx";
import { formatDateTime } from "../../i18n/format-dates.ts";
import { RequestClientFacts, RequestContactActions, RequestMessage, RequestProjectFacts } from "./request-facts.tsx";
import { RequestItemsTable } from "./request-items-table.tsx";
import { RequestQuotePanel } from "./request-quote-panel.tsx";
import { withParams } from "./request-list.tsx";
import { RequestStatusForm, RequestStatusHistory } from "./request-status-change.tsx";
import { AdminStatusBadge } from "./status-badge.tsx";

export function RequestDetailPanel({ reference, detail, quote }: { reference: string | null; detail: RequestDetail | null; quote: RequestQuote | null }) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(reference);

  // A request opened from the list: focus moves to its title (keyboard and screen-reader users land on it;
  // on a tablet, where the detail sits above the list, it also scrolls into view).
  useEffect(() => {
    if (reference && reference !== previous.current) heading.current?.focus();
    previous.current = reference;
  }, [reference]);

  if (!reference) {
    return (
      <aside aria-label={t("admin.detail.label")} className="card hidden p-8 text-center text-concrete-700 lg:block">
        {t("admin.detail.placeholder")}
      </aside>
    );
  }
  if (!detail) {
    return (
      <aside aria-label={t("admin.detail.label")} className="card order-first p-6 lg:order-none">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
          {t("admin.detail.notFound", { reference })}
        </h2>
        <CloseLink />
      </aside>
    );
  }
  return (
    <aside aria-labelledby="request-detail-title" className="card order-first overflow-hidden lg:sticky lg:top-4 lg:order-none">
      <DetailHeader detail={detail} headingRef={heading} />
      <div className="space-y-6 p-4 sm:p-6">
        <RequestStatusForm detail={detail} />
        {quote ? <RequestQuotePanel detail={detail} quote={quote} /> : null}
        <RequestContactActions detail={detail} />
        <RequestClientFacts detail={detail} />
        <RequestMessage detail={detail} />
        {detail.type === "quote" ? <RequestProjectFacts detail={detail} /> : null}
        {detail.items.length > 0 ? <RequestItemsTable detail={detail} /> : null}
        <RequestStatusHistory detail={detail} />
      </div>
    </aside>
  );
}

function CloseLink() {
  const { t, href } = useI18n();
  const location = useLocation();
  return (
    <Link to={`${href("/admin")}${withParams(location.search, { request: null })}`} preventScrollReset className="btn btn-ghost -mr-2 shrink-0 px-2.5" title={t("admin.detail.close")}>
      <X className="h-5 w-5" aria-hidden="true" />
      <span className="sr-only">{t("admin.detail.close")}</span>
    </Link>
  );
}

function DetailHeader({ detail, headingRef }: { detail: RequestDetail; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t, lang } = useI18n();
  return (
    <div className="flex items-start justify-between gap-3 border-b border-concrete-200 bg-concrete-50 px-4 py-4 sm:px-6">
      <div className="min-w-0">
        <p className="text-sm font-semibold uppercase tracking-wide text-concrete-700">{t(`admin.type.${detail.type}`)}</p>
        <h2 id="request-detail-title" ref={headingRef} tabIndex={-1} className="font-mono text-2xl font-extrabold outline-none">
          <span className="sr-only">{t("admin.detail.title", { reference: detail.reference })}</span>
          <span aria-hidden="true">{detail.reference}</span>
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-concrete-700">
          <span>{t("admin.detail.receivedOn", { date: formatDateTime(lang, detail.createdAt) })}</span>
          <AdminStatusBadge status={detail.status} />
        </p>
      </div>
      <CloseLink />
    </div>
  );
}
