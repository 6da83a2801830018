/**
 * The customer's two requests about a rental under way, each a plain form posted to the private
 * link's action, so they work without JavaScript: "Demander la récupération" (a day and a note)
 * and "Prolonger" (a new end date and a note; the server checks the equipment is free until
 * then, staff confirm). Each field shows the days it may take and, after a refusal, its error;
 * what was typed stays typed. While a request of a kind waits for staff, its form gives way to
 * that note: the server takes no second one.
 */
import { CalendarClock, Truck } from "../ui/icons.tsx";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { RentalUnderWay } from "../../db/rental-requests.server.ts";
import { RENTAL_REQUEST_NOTE_MAX } from "../../domain/rental/rental-requests.ts";
import type { RentalAskIntent } from "../../domain/validation/rental-request-form.ts";
import { formatLongDate } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";
import type { QuoteLinkAnswer } from "../../routes/quote-link.server.ts";
import { TextAreaField, TextField } from "../ui/form-field.tsx";

type FormProps = { action: string; answer: QuoteLinkAnswer | undefined; rental: RentalUnderWay };

function answerOf(answer: QuoteLinkAnswer | undefined, intent: RentalAskIntent) {
  return answer && !answer.ok && answer.intent === intent ? answer : undefined;
}

function RequestCard({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-concrete-200 p-4">
      <h3 id={id} className="flex items-center gap-2 text-lg font-bold">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The fields and button of one request: its day, its note, its intent. */
function RequestForm({ intent, action, answer, children, submit }: { intent: RentalAskIntent; action: string; answer: QuoteLinkAnswer | undefined; children: ReactNode; submit: string }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const own = answerOf(answer, intent);
  const prefix = intent === "ask-pickup" ? "pickup" : "extension";
  return (
    <Form key={JSON.stringify(own ?? null)} method="post" action={action} noValidate className="mt-3 space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <TextAreaField
        name="note"
        id={`${prefix}-note`}
        label={t(`quoteLink.rental.${prefix}.note`)}
        optionalLabel={t("quoteLink.rental.optional")}
        rows={2}
        maxLength={RENTAL_REQUEST_NOTE_MAX}
        error={own?.fieldErrors?.note}
        messageVars={{ n: RENTAL_REQUEST_NOTE_MAX }}
        defaultValue={own?.values?.note ?? ""}
      />
      <button type="submit" className="btn btn-outline w-full" disabled={sending}>
        {submit}
      </button>
    </Form>
  );
}

export function PickupRequestForm({ action, answer, rental }: FormProps) {
  const { t, lang } = useI18n();
  const own = answerOf(answer, "ask-pickup");
  const { first, last } = rental.windows.pickup;
  return (
    <RequestCard id="pickup-title" title={t("quoteLink.rental.pickup.title")} icon={<Truck className="h-5 w-5 text-concrete-700" aria-hidden="true" />}>
      {rental.waiting.pickup ? (
        <p className="mt-2 text-sm text-concrete-700">{t("quoteLink.rental.pickup.waiting")}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-concrete-700">{t("quoteLink.rental.pickup.lead")}</p>
          <RequestForm intent="ask-pickup" action={action} answer={answer} submit={t("quoteLink.rental.pickup.submit")}>
            <TextField
              type="date"
              name="date"
              id="pickup-date"
              label={t("quoteLink.rental.pickup.date")}
              required
              min={first}
              max={last}
              hint={t("quoteLink.rental.pickup.dateHint", { first: formatLongDate(lang, first), last: formatLongDate(lang, last) })}
              error={own?.fieldErrors?.date}
              defaultValue={own?.values?.date ?? rental.endDate}
            />
          </RequestForm>
        </>
      )}
    </RequestCard>
  );
}

export function ExtensionRequestForm({ action, answer, rental }: FormProps) {
  const { t, lang } = useI18n();
  const own = answerOf(answer, "ask-extension");
  const { first, last } = rental.windows.extend;
  return (
    <RequestCard id="extension-title" title={t("quoteLink.rental.extension.title")} icon={<CalendarClock className="h-5 w-5 text-concrete-700" aria-hidden="true" />}>
      {rental.waiting.extend ? (
        <p className="mt-2 text-sm text-concrete-700">{t("quoteLink.rental.extension.waiting")}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-concrete-700">{t("quoteLink.rental.extension.lead")}</p>
          <RequestForm intent="ask-extension" action={action} answer={answer} submit={t("quoteLink.rental.extension.submit")}>
            <TextField
              type="date"
              name="newEnd"
              id="extension-newEnd"
              label={t("quoteLink.rental.extension.newEnd")}
              required
              min={first}
              max={last}
              hint={t("quoteLink.rental.extension.newEndHint", { end: formatLongDate(lang, rental.endDate), last: formatLongDate(lang, last) })}
              error={own?.fieldErrors?.newEnd}
              defaultValue={own?.values?.newEnd ?? first}
            />
          </RequestForm>
        </>
      )}
    </RequestCard>
  );
}
