/**
 * Changing a request's status from its detail, and the history of those
 * changes (decisions.md: who or what, when, from, to), newest first, down to
 * the request's arrival. The control offers only the statuses staff may set by
 * hand (manualStatusesFor): the quote lifecycle's other statuses are the
 * outcome of an act (sending, the customer's answer, the return, the expiry).
 */
import { Check } from "../ui/icons.tsx";
import { Form, useLocation, useNavigation } from "react-router";
import type { RequestDetail } from "../../db/admin-requests.server.ts";
import { manualStatusesFor, REQUEST_STATUSES } from "../../domain/request-status.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";
import { DetailSection } from "./detail-section.tsx";
import { formatDateTime } from "../../i18n/format-dates.ts";
import { AdminStatusBadge, statusLabelKey } from "./status-badge.tsx";

export function RequestStatusForm({ detail }: { detail: RequestDetail }) {
  const { t } = useI18n();
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "status" ? navigation.formData.get("status") : null;
  const manual = manualStatusesFor(detail.type, detail.status);
  // The current status keeps its place among the buttons (pressed), also when it is not one staff set by hand.
  const shown = REQUEST_STATUSES.filter((status) => manual.includes(status) || status === detail.status);
  return (
    <section aria-labelledby="status-title">
      <h3 id="status-title" className="mb-2 text-sm font-bold uppercase tracking-wide text-concrete-700">
        {t("admin.detail.statusTitle")}
      </h3>
      <Form method="post" action={`${location.pathname}${location.search}`} preventScrollReset className={`grid gap-2 ${shown.length > 3 ? "grid-cols-2 sm:grid-cols-4" : "grid-cols-3"}`}>
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={detail.id} />
        {shown.map((status) => {
          const current = detail.status === status;
          const label = t(statusLabelKey(status));
          return (
            <button
              key={status}
              type="submit"
              name="status"
              value={status}
              // aria-disabled rather than disabled: the button just pressed keeps the keyboard focus
              // when it becomes the current status (a disabled button would drop it to the page).
              aria-disabled={current || pending !== null ? true : undefined}
              onClick={(event) => {
                if (current || pending !== null) event.preventDefault();
              }}
              aria-label={current ? `${label} (${t("admin.detail.currentStatus")})` : t("admin.detail.setStatus", { status: label })}
              className={`btn w-full px-2 text-sm sm:text-base ${current ? "btn-dark !opacity-100" : "btn-outline"}`}
            >
              {current ? <Check className="hidden h-5 w-5 shrink-0 sm:block" aria-hidden="true" /> : null}
              <span className="truncate">{pending === status ? "…" : label}</span>
            </button>
          );
        })}
      </Form>
      {detail.type === "quote" ? <p className="mt-2 text-sm text-concrete-700">{t(manual.length === 0 ? "adminQuotes.status.reservedHint" : "adminQuotes.status.manualHint")}</p> : null}
    </section>
  );
}

const ACTOR_TEXT: Record<RequestDetail["history"][number]["byKind"], MessageKey> = {
  staff: "adminQuotes.history.byStaff",
  customer: "adminQuotes.history.byCustomer",
  system: "adminQuotes.history.bySystem",
};

export function RequestStatusHistory({ detail }: { detail: RequestDetail }) {
  const { t, lang } = useI18n();
  return (
    <DetailSection title={t("admin.detail.history")}>
      <ol className="space-y-3 border-l-2 border-concrete-200 pl-4">
        {[...detail.history].reverse().map((change) => (
          <li key={change.id} className="relative">
            <span className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-ink" aria-hidden="true" />
            <p className="font-semibold">
              <span className="sr-only">{t("admin.detail.historyChange", { from: t(statusLabelKey(change.from)), to: t(statusLabelKey(change.to)) })}</span>
              <span className="flex flex-wrap items-center gap-1.5" aria-hidden="true">
                <AdminStatusBadge status={change.from} />
                →
                <AdminStatusBadge status={change.to} />
              </span>
            </p>
            <p className="mt-0.5 text-sm text-concrete-700">
              {t(ACTOR_TEXT[change.byKind] ?? "admin.detail.historyBy", { name: change.byName })} · <time dateTime={new Date(change.at).toISOString()}>{formatDateTime(lang, change.at)}</time>
            </p>
          </li>
        ))}
        <li className="relative">
          <span className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-concrete-300" aria-hidden="true" />
          <p className="font-semibold">{t("admin.detail.historyCreated")}</p>
          <p className="mt-0.5 text-sm text-concrete-700">
            <time dateTime={new Date(detail.createdAt).toISOString()}>{formatDateTime(lang, detail.createdAt)}</time>
          </p>
        </li>
      </ol>
      {detail.history.length === 0 ? <p className="mt-3 text-sm text-concrete-700">{t("admin.detail.historyEmpty")}</p> : null}
    </DetailSection>
  );
}
