/**
 * In a request's detail: what the customer asked of their rental under way and waits for an
 * answer — an extension (the new end, the current one, what it adds by the price rule) to
 * confirm or decline, a pickup to mark as scheduled once the truck is planned — each a plain
 * POST to the dashboard (app/routes/admin-rental-requests.server.ts decides and tells the
 * customer by e-mail).
 */
import { Form, useLocation, useNavigation } from "react-router";
import type { RentalRequestView } from "../../db/rental-requests.server.ts";
import type { RentalRequestIntent } from "../../routes/admin-rental-requests.server.ts";
import { formatDateTime, formatLongDate } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";
import { CalendarClock, Check, Truck, XCircle } from "../ui/icons.tsx";
import { DetailSection } from "./detail-section.tsx";

export function RentalRequestsPanel({ id, open }: { id: string; open: { endDate: string | null; requests: readonly RentalRequestView[] } }) {
  const { t } = useI18n();
  return (
    <DetailSection title={t("adminQuotes.rentalRequests.title")}>
      <ul className="space-y-3">
        {open.requests.map((request) => (
          <li key={request.id}>
            <RentalRequestItem id={id} request={request} endDate={open.endDate} />
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

function RentalRequestItem({ id, request, endDate }: { id: string; request: RentalRequestView; endDate: string | null }) {
  const { t, lang, money } = useI18n();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("requestId") === String(request.id);
  const Icon = request.kind === "pickup" ? Truck : CalendarClock;
  const button = (intent: RentalRequestIntent, label: string, className: string, ButtonIcon: typeof Check) => (
    <button type="submit" name="intent" value={intent} className={className} disabled={busy}>
      <ButtonIcon className="h-5 w-5" aria-hidden="true" />
      {label}
    </button>
  );
  return (
    <Form method="post" action={`${location.pathname}${location.search}`} preventScrollReset className="grid gap-2 rounded-lg border border-safety-600 p-3">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="requestId" value={request.id} />
      <p className="flex items-center gap-2 font-semibold">
        <Icon className="h-5 w-5 text-safety-700" aria-hidden="true" />
        {t(`adminQuotes.rentalRequests.kinds.${request.kind}`, { date: formatLongDate(lang, request.date) })}
      </p>
      <p className="text-sm text-concrete-700">
        {t("adminQuotes.rentalRequests.receivedOn", { date: formatDateTime(lang, request.createdAt) })}
        {endDate ? ` · ${t("adminQuotes.rentalRequests.currentEnd", { date: formatLongDate(lang, endDate) })}` : null}
      </p>
      {request.addedCents !== null ? <p className="text-sm">{t("adminQuotes.rentalRequests.added", { amount: money(request.addedCents / 100) })}</p> : null}
      {request.note ? <p className="whitespace-pre-wrap break-words text-sm">{t("adminQuotes.rentalRequests.note", { note: request.note })}</p> : null}
      <div className="flex flex-wrap gap-2">
        {request.kind === "extend" ? (
          <>
            {button("rental-extend-confirm", t("adminQuotes.rentalRequests.confirm"), "btn btn-dark", Check)}
            {button("rental-extend-decline", t("adminQuotes.rentalRequests.decline"), "btn btn-outline border-danger-700 text-danger-700", XCircle)}
          </>
        ) : (
          button("rental-pickup-scheduled", t("adminQuotes.rentalRequests.scheduled"), "btn btn-dark", Check)
        )}
      </div>
    </Form>
  );
}
