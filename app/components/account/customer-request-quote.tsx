/**
 * Under a request on /profile: the versions of its quote with the private link and
 * the PDF, the status history (who or what, when, from, to), and "Redemander", which copies the
 * request's items into a new cart and opens /quote. The cart lives in the browser
 * (localStorage), so "Redemander" appears once JavaScript runs, like the cart itself.
 */
import { FileText, History, RotateCcw } from "../ui/icons.tsx";
import { useNavigate } from "react-router";
import type { CustomerRequest, CustomerStatusStep } from "../../db/customer-requests.server.ts";
import { isRequestStatus } from "../../domain/request-status.ts";
import { formatDateTime, formatLongDate } from "../../i18n/format-dates.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";
import { useQuoteCart } from "../quote-cart-store.ts";
import { useHydrated } from "../ui/use-hydrated.ts";

const statusLabel = (status: string): MessageKey => (isRequestStatus(status) ? `accountArea.requests.status.${status}` : "accountArea.requests.status.unknown");

const BY: Record<CustomerStatusStep["by"], MessageKey> = {
  customer: "quoteLink.profile.byCustomer",
  staff: "quoteLink.profile.byStaff",
  system: "quoteLink.profile.bySystem",
};

function QuoteVersions({ request, token }: { request: CustomerRequest; token: string }) {
  const { t, lang, href, money } = useI18n();
  const link = href(`/quotes/${token}`);
  return (
    <section aria-label={t("quoteLink.profile.quoteTitle")} className="mt-4 border-t border-concrete-200 pt-4">
      <h4 className="text-sm font-bold uppercase tracking-wide text-concrete-700">{t("quoteLink.profile.quoteTitle")}</h4>
      <ul className="mt-2 space-y-1 text-sm">
        {request.quoteVersions.map((v) => (
          <li key={v.version}>{t("quoteLink.profile.versionLine", { version: v.version, date: formatLongDate(lang, v.sentAt), total: money(v.total) })}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={link} className="btn btn-primary min-h-11 px-4 text-sm">
          {t("quoteLink.profile.open")}
        </a>
        <a href={`${link}/pdf`} className="btn btn-outline min-h-11 px-4 text-sm" aria-label={t("quoteLink.profile.pdfLabel", { reference: request.reference })}>
          <FileText className="h-4 w-4" aria-hidden="true" />
          {t("quoteLink.profile.pdf")}
        </a>
      </div>
    </section>
  );
}

function StatusHistory({ steps }: { steps: readonly CustomerStatusStep[] }) {
  const { t, lang } = useI18n();
  return (
    <section aria-label={t("quoteLink.profile.historyTitle")} className="mt-4 border-t border-concrete-200 pt-4">
      <h4 className="flex items-center gap-1.5 text-sm font-bold uppercase tracking-wide text-concrete-700">
        <History className="h-4 w-4" aria-hidden="true" />
        {t("quoteLink.profile.historyTitle")}
      </h4>
      <ol className="mt-2 space-y-1.5 text-sm">
        {steps.map((step, index) => (
          <li key={`${step.at}-${index}`} className="flex flex-wrap gap-x-2">
            <time dateTime={step.at} className="text-concrete-600">
              {formatDateTime(lang, step.at)}
            </time>
            <span>
              {t("quoteLink.profile.historyLine", { from: t(statusLabel(step.from)), to: t(statusLabel(step.to)) })} ({t(BY[step.by])})
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Copies the items (product, quantity, period, options) into a new cart, then opens /quote. */
function RequestAgainButton({ items }: { items: CustomerRequest["items"] }) {
  const { t, href } = useI18n();
  const hydrated = useHydrated();
  const cart = useQuoteCart();
  const navigate = useNavigate();
  if (!hydrated || items.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-concrete-200 pt-4">
      <button
        type="button"
        className="btn btn-outline min-h-11 px-4 text-sm"
        onClick={() => {
          cart.clear();
          for (const item of items) cart.add({ id: item.productId, quantity: item.quantity, period: item.period, options: item.cartOptions });
          void navigate(href("/quote"));
        }}
      >
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        {t("quoteLink.profile.reorder")}
      </button>
      <p className="text-sm text-concrete-600">{t("quoteLink.profile.reorderHint")}</p>
    </div>
  );
}

export function CustomerRequestQuote({ request }: { request: CustomerRequest }) {
  return (
    <>
      {request.quoteToken && request.quoteVersions.length > 0 ? <QuoteVersions request={request} token={request.quoteToken} /> : null}
      {request.history.length > 0 ? <StatusHistory steps={request.history} /> : null}
      <RequestAgainButton items={request.items} />
    </>
  );
}
