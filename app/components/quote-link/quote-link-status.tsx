/**
 * What the private quote link says around the quote itself: where the quote stands
 * (a banner per status), the result of the customer's last act (a status message that takes
 * the focus, with or without JavaScript), the history of answers, and the conditions in short
 * with the links to the policies.
 */
import { AlertCircle, CheckCircle2, Clock, FileX2, History, Info } from "../ui/icons.tsx";
import { useEffect, useRef, type ReactNode } from "react";
import { useBusiness } from "../use-business.ts";
import { useHandoverText } from "./quote-document-view.tsx";
import type { DoneFlag, QuoteLinkAnswer, QuoteLinkPage } from "../../routes/quote-link.server.ts";
import { formatPercent } from "../../i18n/format.ts";
import { formatDateTime, formatLongDate } from "../../i18n/format-dates.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";

type Tone = "info" | "success" | "closed";

const TONE_CLASS: Record<Tone, string> = {
  info: "border-l-safety-600",
  success: "border-l-success-700",
  closed: "border-l-concrete-600",
};

function Banner({ tone, title, children }: { tone: Tone; title: string; children: ReactNode }) {
  const Icon = tone === "success" ? CheckCircle2 : tone === "info" ? Clock : FileX2;
  return (
    <section aria-label={title} className={`card flex gap-3 border-l-4 p-5 ${TONE_CLASS[tone]}`}>
      <Icon className={`mt-0.5 h-6 w-6 shrink-0 ${tone === "success" ? "text-success-700" : tone === "info" ? "text-safety-700" : "text-concrete-700"}`} aria-hidden="true" />
      <div>
        <p className="text-lg font-bold">{title}</p>
        <p className="mt-1 text-concrete-700">{children}</p>
      </div>
    </section>
  );
}

/** Where the quote stands: waiting for an answer, reserved, or closed (read-only). */
export function QuoteStatusBanner({ page }: { page: QuoteLinkPage }) {
  const { t, lang } = useI18n();
  const handover = useHandoverText();
  const { phone } = useBusiness();
  // A quote past its validity is expired at once, before the job marks it so.
  const status = page.status === "quoted" && page.expired ? "expired" : page.status;
  switch (status) {
    case "quoted":
      return (
        <Banner tone="info" title={t("quoteLink.status.quotedTitle")}>
          {t("quoteLink.status.quotedText", { date: formatLongDate(lang, page.current.validUntil) })}
        </Banner>
      );
    case "accepted":
      return (
        <Banner tone="success" title={t("quoteLink.status.acceptedTitle")}>
          {t("quoteLink.status.acceptedText", { version: page.acceptedVersion ?? page.current.version, handover: handover(page.current.handoverAt) })}
        </Banner>
      );
    case "completed":
      return (
        <Banner tone="success" title={t("quoteLink.status.completedTitle")}>
          {t("quoteLink.status.completedText")}
        </Banner>
      );
    case "declined":
    case "cancelled":
    case "expired":
      return (
        <Banner tone="closed" title={t(`quoteLink.status.${status}Title`)}>
          {t(`quoteLink.status.${status}Text`, { phone })}
        </Banner>
      );
    default:
      return (
        <Banner tone="info" title={t("quoteLink.status.otherTitle")}>
          {t("quoteLink.status.otherText", { phone })}
        </Banner>
      );
  }
}

const DONE_TEXT: Record<Exclude<DoneFlag, "cancelled">, MessageKey> = {
  accepted: "quoteLink.done.accepted",
  declined: "quoteLink.done.declined",
  "date-change": "quoteLink.done.dateChange",
  "date-change-late": "quoteLink.done.dateChangeLate",
  "pickup-asked": "quoteLink.rental.done.pickup",
  "extension-asked": "quoteLink.rental.done.extension",
};

/**
 * The result of the customer's last act: a refusal or a form's errors (alert), or what was
 * done (status). It takes the focus: `autoFocus` when the page is loaded after a plain post,
 * the effect after a navigation made with JavaScript.
 */
export function QuoteResultMessage({ page, done, answer }: { page: QuoteLinkPage; done: DoneFlag | null; answer: QuoteLinkAnswer | undefined }) {
  const { t, money } = useI18n();
  const { phone } = useBusiness();
  const element = useRef<HTMLDivElement>(null);
  let text: string | null = null;
  let failed = false;
  if (answer && !answer.ok) {
    failed = true;
    text = t(answer.message.key, { phone, ...answer.message.vars });
  } else if (!answer && done) {
    // The fee recorded (computed at the confirmation), not the one shown before it.
    const fee = page.responses.findLast((response) => response.kind === "cancelled")?.feeAmount ?? 0;
    if (done !== "cancelled") text = t(DONE_TEXT[done]);
    else text = fee > 0 ? t("quoteLink.done.cancelled", { amount: money(fee) }) : t("quoteLink.done.cancelledFree");
  }
  useEffect(() => {
    if (text) element.current?.focus({ preventScroll: false });
  }, [text, answer]);
  if (!text) return null;
  return (
    <div
      ref={element}
      role={failed ? "alert" : "status"}
      tabIndex={-1}
      // oxlint-disable-next-line jsx-a11y/no-autofocus -- the result of the visitor's own post: where their attention must go.
      autoFocus
      className={`flex gap-3 rounded-lg border p-4 outline-none focus-visible:ring-2 focus-visible:ring-safety-600 ${failed ? "border-danger-700 bg-danger-50 text-danger-700" : "border-success-700 bg-white text-success-700"}`}
    >
      {failed ? <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" /> : <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />}
      <div>
        {failed ? <p className="font-bold">{t("quoteLink.errors.title")}</p> : null}
        <p className={failed ? "mt-0.5 text-sm" : "font-semibold"}>{text}</p>
      </div>
    </div>
  );
}

function responseText({ t, lang, money }: ReturnType<typeof useI18n>, response: QuoteLinkPage["responses"][number]): string {
  switch (response.kind) {
    case "accepted":
      return response.actor === "customer"
        ? t("quoteLink.history.accepted", { version: response.version, name: response.actorName ?? "" })
        : t("quoteLink.history.acceptedByStaff", { version: response.version });
    case "declined":
      return t("quoteLink.history.declined", { version: response.version });
    case "cancelled":
      return response.feeWaived
        ? t("quoteLink.history.cancelledWaived", { reason: response.feeWaived })
        : t("quoteLink.history.cancelled", { percent: formatPercent(lang, (response.feePercent ?? 0) / 100), amount: money(response.feeAmount ?? 0) });
    case "date-change":
      return t("quoteLink.history.dateChange");
    case "extended":
      return t("quoteLink.history.extended");
    case "returned":
      return t("quoteLink.history.returned");
    case "expired":
      return t("quoteLink.history.expired");
  }
}

/** Every answer given on the quote, oldest first. */
export function QuoteAnswerHistory({ responses }: { responses: QuoteLinkPage["responses"] }) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  if (responses.length === 0) return null;
  return (
    <section aria-labelledby="quote-history-title" className="card p-5 sm:p-6">
      <h2 id="quote-history-title" className="flex items-center gap-2 text-xl font-bold">
        <History className="h-5 w-5 text-concrete-700" aria-hidden="true" />
        {t("quoteLink.history.title")}
      </h2>
      <ol className="mt-3 space-y-3 border-l-2 border-concrete-200 pl-4">
        {responses.map((response, index) => (
          <li key={`${response.kind}-${index}`} className="text-sm">
            <p className="font-semibold">{responseText(i18n, response)}</p>
            <p className="text-concrete-600">
              <time dateTime={new Date(response.at).toISOString()}>{formatDateTime(lang, response.at, "long")}</time>
            </p>
            {response.reason && response.kind !== "cancelled" ? <p className="mt-1 whitespace-pre-line text-concrete-700">{t("quoteLink.history.reason", { reason: response.reason })}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The rental and cancellation conditions in short, and where to read them in full. */
export function QuoteConditions() {
  const { t, href } = useI18n();
  const items: MessageKey[] = ["quoteLink.conditions.identity", "quoteLink.conditions.deposit", "quoteLink.conditions.cancellation", "quoteLink.conditions.dateChange"];
  return (
    <section aria-labelledby="quote-conditions-title" className="card p-5 sm:p-6">
      <h2 id="quote-conditions-title" className="flex items-center gap-2 text-xl font-bold">
        <Info className="h-5 w-5 text-concrete-700" aria-hidden="true" />
        {t("quoteLink.conditions.title")}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-concrete-800">
        {items.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-concrete-700">{t("quoteLink.conditions.readAll")}</p>
      <ul className="flex flex-wrap gap-x-5 text-sm">
        {(
          [
            ["/rental-policy", "quoteLink.conditions.rentalPolicy"],
            ["/cancellation-policy", "quoteLink.conditions.cancellationPolicy"],
          ] as const
        ).map(([path, label]) => (
          <li key={path}>
            <a href={href(path)} className="inline-flex min-h-11 items-center font-semibold text-safety-700 underline underline-offset-2 hover:text-ink">
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
