/**
 * The e-mail outbox: the most recent e-mails with their state —
 * pending, sending, sent, failed with the error — and their attempts; a
 * failed one can be put back in the queue (POST intent=retry-email).
 */
import { AlertTriangle, RotateCcw } from "../ui/icons.tsx";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { OutboxEntry } from "../../db/outbox.server.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";
import { formatDateTime } from "../../i18n/format-dates.ts";

const STATE_STYLE: Record<OutboxEntry["status"], string> = {
  pending: "border-concrete-300 bg-concrete-100 text-concrete-800",
  sending: "border-ink bg-white text-ink",
  sent: "border-success-700 bg-white text-success-700",
  failed: "border-danger-700 bg-danger-50 text-danger-700",
};

/** The e-mails of the quote lifecycle and of invoices (app/email/quote-emails.server.ts, invoice-emails.server.ts). */
const QUOTE_KINDS = [
  "quote-sent",
  "quote-accepted-customer",
  "quote-accepted-staff",
  "quote-declined-staff",
  "reservation-cancelled-customer",
  "reservation-cancelled-staff",
  "date-change-staff",
  "quote-expired-customer",
  "rental-contract",
  "rental-end-reminder",
  "rental-overdue",
  "rental-request-staff",
  "rental-request-answered",
  "invoice-issued",
  "credit-note-issued",
];
const KNOWN_KINDS = ["quote-staff", "quote-customer", "contact-staff", "contact-customer", "status-changed", "account-confirmation", "account-password-reset", "account-sign-in-warning"];

export function OutboxView({ rows, limit }: { rows: OutboxEntry[]; limit: number }) {
  const { t, lang, href } = useI18n();
  const location = useLocation();
  const navigation = useNavigation();
  const retrying = navigation.state !== "idle" && navigation.formData?.get("intent") === "retry-email" ? navigation.formData.get("id") : null;
  return (
    <section aria-labelledby="outbox-title" className="mt-8">
      <h2 id="outbox-title" className="text-xl font-bold">
        {t("admin.outbox.title")}
      </h2>
      <p className="mt-1 text-concrete-700">{t("admin.outbox.lead", { count: limit })}</p>
      {rows.length === 0 ? (
        <p className="card mt-4 px-4 py-10 text-center text-concrete-700">{t("admin.outbox.empty")}</p>
      ) : (
        <ul className="mt-4 space-y-2">
          {rows.map((row) => (
            <li key={row.id} id={`email-${row.id}`} className={`card scroll-mt-4 px-4 py-3 ${row.status === "failed" ? "border-l-4 border-l-danger-700" : ""}`}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-bold ${STATE_STYLE[row.status]}`}>{t(`admin.outbox.statuses.${row.status}`)}</span>
                    <span className="text-sm font-semibold text-concrete-700">
                      {KNOWN_KINDS.includes(row.kind)
                        ? t(`admin.outbox.kinds.${row.kind}` as MessageKey)
                        : QUOTE_KINDS.includes(row.kind)
                          ? t(`adminQuotes.outboxKinds.${row.kind}` as MessageKey)
                          : row.kind}
                    </span>
                    {row.reference ? (
                      <Link to={`${href("/admin")}?request=${encodeURIComponent(row.reference)}`} className="font-mono text-sm font-bold text-safety-700 underline underline-offset-2">
                        {row.reference}
                      </Link>
                    ) : null}
                  </p>
                  <p className="mt-1 break-words font-semibold">{row.subject}</p>
                  <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-0.5 text-sm text-concrete-700">
                    <div className="flex min-w-0 gap-1.5">
                      <dt>{t("admin.outbox.to")}</dt>
                      <dd className="break-all text-ink">{row.toAddress}</dd>
                    </div>
                    <div className="flex gap-1.5">
                      <dt>{t("admin.outbox.created")}</dt>
                      <dd className="text-ink">{formatDateTime(lang, row.createdAt)}</dd>
                    </div>
                    <div className="flex gap-1.5">
                      <dt>{t("admin.outbox.attempts")}</dt>
                      <dd className="tabular-nums text-ink">{row.attempts}</dd>
                    </div>
                  </dl>
                  {row.lastError && row.status !== "sent" ? (
                    <p className="mt-2 flex items-start gap-2 rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-700">
                      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                      <span className="break-words">
                        <span className="font-semibold">{t("admin.outbox.lastError")}</span>
                        {lang === "fr" ? " : " : ": "}
                        <span className="font-mono">{row.lastError}</span>
                      </span>
                    </p>
                  ) : null}
                </div>
                {row.status === "failed" ? (
                  <Form method="post" action={`${location.pathname}${location.search}`} preventScrollReset>
                    <input type="hidden" name="intent" value="retry-email" />
                    <input type="hidden" name="id" value={row.id} />
                    <button type="submit" className="btn btn-dark" disabled={retrying === row.id} aria-label={t("admin.outbox.retryLabel", { to: row.toAddress })}>
                      <RotateCcw className="h-5 w-5" aria-hidden="true" />
                      {t("admin.outbox.retry")}
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
