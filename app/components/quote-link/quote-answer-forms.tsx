/**
 * The customer's answers on the private quote link, each a plain form posted to the
 * page's action, so they work without JavaScript (with it, React Router posts them and the
 * page shows the same answer):
 * - while the quote is open: accept (typed full name and the conditions box; the version shown
 *   goes with it, the server refuses a superseded one) and decline (an optional reason);
 * - once reserved: cancel, in two steps (the fee if cancelled now, then the confirmation, which
 *   the server computes again) and a date-change request.
 * What was typed stays typed after an error; each error is beside its field.
 */
import { CalendarRange, CircleX, FileCheck2, Send } from "../ui/icons.tsx";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { QuoteLinkAnswer } from "../../routes/quote-link.server.ts";
import { ANSWER_TEXT_MAX, DECLINE_REASON_MAX, FULL_NAME_MAX, type QuoteAnswerIntent } from "../../domain/validation/quote-answer-form.ts";
import { formatPercent } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/react.tsx";
import { CheckboxField, TextAreaField, TextField } from "../ui/form-field.tsx";

type FormProps = { action: string; answer: QuoteLinkAnswer | undefined };

/** The answer to this form (its errors and what was typed), if the last post was this form's. */
function answerOf(answer: QuoteLinkAnswer | undefined, intent: QuoteAnswerIntent) {
  return answer && !answer.ok && answer.intent === intent ? answer : undefined;
}

/** True while this form's post is on its way (JavaScript only): its button says so and waits. */
function useSending(intent: QuoteAnswerIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function AnswerCard({ id, title, icon, accent, children }: { id: string; title: string; icon: ReactNode; accent: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`card border-t-4 p-5 sm:p-6 ${accent}`}>
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AcceptQuoteForm({ action, answer, version }: FormProps & { version: number }) {
  const { t } = useI18n();
  const own = answerOf(answer, "accept");
  const sending = useSending("accept");
  return (
    <AnswerCard id="accept-title" title={t("quoteLink.accept.title")} accent="border-t-safety-600" icon={<FileCheck2 className="h-5 w-5 text-safety-700" aria-hidden="true" />}>
      <p className="mt-2 text-sm text-concrete-700">{t("quoteLink.accept.lead", { version })}</p>
      <Form key={JSON.stringify(own ?? null)} method="post" action={action} noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="accept" />
        <input type="hidden" name="version" value={version} />
        <TextField
          name="fullName"
          label={t("quoteLink.accept.fullName")}
          required
          autoComplete="name"
          maxLength={FULL_NAME_MAX}
          hint={t("quoteLink.accept.fullNameHint")}
          error={own?.fieldErrors?.fullName}
          messageVars={{ n: FULL_NAME_MAX }}
          defaultValue={own?.values?.fullName ?? ""}
        />
        <CheckboxField name="conditionsAccepted" required error={own?.fieldErrors?.conditionsAccepted}>
          {t("quoteLink.accept.conditions")}
        </CheckboxField>
        <button type="submit" className="btn btn-primary w-full text-base" disabled={sending}>
          <FileCheck2 className="h-5 w-5" aria-hidden="true" />
          {t("quoteLink.accept.submit")}
        </button>
      </Form>
    </AnswerCard>
  );
}

export function DeclineQuoteForm({ action, answer, version }: FormProps & { version: number }) {
  const { t } = useI18n();
  const own = answerOf(answer, "decline");
  const sending = useSending("decline");
  return (
    <AnswerCard id="decline-title" title={t("quoteLink.decline.title")} accent="border-t-concrete-300" icon={<CircleX className="h-5 w-5 text-concrete-700" aria-hidden="true" />}>
      <Form key={JSON.stringify(own ?? null)} method="post" action={action} noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="decline" />
        <input type="hidden" name="version" value={version} />
        <TextAreaField
          name="reason"
          label={t("quoteLink.decline.reason")}
          optionalLabel={t("quoteLink.decline.optional")}
          hint={t("quoteLink.decline.reasonHint")}
          rows={3}
          maxLength={DECLINE_REASON_MAX}
          error={own?.fieldErrors?.reason}
          messageVars={{ n: DECLINE_REASON_MAX }}
          defaultValue={own?.values?.reason ?? ""}
        />
        <button type="submit" className="btn btn-outline w-full" disabled={sending}>
          {t("quoteLink.decline.submit")}
        </button>
      </Form>
    </AnswerCard>
  );
}

/**
 * Cancelling a reservation: the fee if cancelled now and the button that asks for the fee to
 * confirm (first post); once that answer is in, the confirmation (second post). The amount is
 * never posted: the server computes it again when the customer confirms.
 */
export function CancelReservationPanel({ action, answer, preview }: FormProps & { preview: { percent: number; amount: number } }) {
  const { t, lang, money } = useI18n();
  const asking = useSending("cancel");
  const confirmingSent = useSending("confirm-cancel");
  const sending = asking || confirmingSent;
  const confirming = answer?.ok && answer.intent === "cancel" ? answer.fee : null;
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (confirming) panel.current?.focus();
  }, [confirming]);
  const feeText = (fee: { percent: number; amount: number }, free: string, priced: "quoteLink.cancel.preview" | "quoteLink.cancel.confirmFee") =>
    fee.amount > 0 ? t(priced, { percent: formatPercent(lang, fee.percent / 100), amount: money(fee.amount) }) : free;

  if (confirming) {
    return (
      <section
        ref={panel}
        tabIndex={-1}
        // oxlint-disable-next-line jsx-a11y/no-autofocus -- the answer to the customer's own post: the step they must confirm.
        autoFocus
        role="alert"
        aria-labelledby="cancel-confirm-title"
        className="card border-t-4 border-t-danger-700 p-5 outline-none focus-visible:ring-2 focus-visible:ring-safety-600 sm:p-6"
      >
        <h2 id="cancel-confirm-title" className="text-xl font-bold">
          {t("quoteLink.cancel.confirmTitle")}
        </h2>
        <p className="mt-3 text-lg font-bold text-danger-700">{feeText(confirming, t("quoteLink.cancel.confirmFree"), "quoteLink.cancel.confirmFee")}</p>
        <p className="mt-2 text-sm text-concrete-700">{t("quoteLink.cancel.confirmText")}</p>
        <div className="mt-4 flex flex-col gap-3">
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="confirm-cancel" />
            <button type="submit" className="btn btn-dark w-full" disabled={sending}>
              {t("quoteLink.cancel.confirm")}
            </button>
          </Form>
          <a href={action} className="btn btn-outline w-full">
            {t("quoteLink.cancel.keep")}
          </a>
        </div>
      </section>
    );
  }
  return (
    <AnswerCard id="cancel-title" title={t("quoteLink.cancel.title")} accent="border-t-concrete-300" icon={<CircleX className="h-5 w-5 text-concrete-700" aria-hidden="true" />}>
      <p className="mt-2 text-sm text-concrete-800">{feeText(preview, t("quoteLink.cancel.previewFree"), "quoteLink.cancel.preview")}</p>
      <Form method="post" action={action} className="mt-4">
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="btn btn-outline w-full" disabled={sending}>
          {t("quoteLink.cancel.submit")}
        </button>
      </Form>
    </AnswerCard>
  );
}

export function DateChangeForm({ action, answer }: FormProps) {
  const { t } = useI18n();
  const own = answerOf(answer, "date-change");
  const sending = useSending("date-change");
  return (
    <AnswerCard id="date-change-title" title={t("quoteLink.dateChange.title")} accent="border-t-concrete-300" icon={<CalendarRange className="h-5 w-5 text-concrete-700" aria-hidden="true" />}>
      <p className="mt-2 text-sm text-concrete-700">{t("quoteLink.dateChange.lead")}</p>
      <Form key={JSON.stringify(own ?? null)} method="post" action={action} noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="date-change" />
        <TextAreaField
          name="message"
          label={t("quoteLink.dateChange.message")}
          required
          rows={3}
          maxLength={ANSWER_TEXT_MAX}
          error={own?.fieldErrors?.message}
          messageVars={{ n: ANSWER_TEXT_MAX }}
          defaultValue={own?.values?.message ?? ""}
        />
        <button type="submit" className="btn btn-outline w-full" disabled={sending}>
          <Send className="h-5 w-5" aria-hidden="true" />
          {t("quoteLink.dateChange.submit")}
        </button>
      </Form>
    </AnswerCard>
  );
}
