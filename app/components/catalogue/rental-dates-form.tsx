/**
 * The product page's rental dates: a GET form (?start=&end=), so that without
 * JavaScript the page comes back with the price and the availability for those dates. With
 * JavaScript the price follows the fields as they are typed, and the form sends itself once
 * both dates are right (the page is updated in place, the focus stays in the field), as soon as
 * the page can tell: dates typed before the rules arrived are sent when they do.
 */
import { CalendarDays } from "../ui/icons.tsx";
import { useEffect, useId, useRef } from "react";
import { Form, useSubmit } from "react-router";
import type { DateRange } from "../../domain/cart.ts";
import { MAX_ONLINE_RENTAL_DAYS, NOTICE_HOURS } from "../../domain/constants.ts";
import type { FieldErrors } from "../../domain/validation/errors.ts";
import { useI18n } from "../../i18n/react.tsx";
import { TextField } from "../ui/form-field.tsx";

export function RentalDatesForm({
  dates,
  earliestStart,
  earliestStartText,
  errors,
  phone,
  onChange,
  ready,
}: {
  dates: DateRange;
  earliestStart: string | null;
  /** The same day in words (the server writes it: this page loads no date formatting code). */
  earliestStartText: string | null;
  /** The dates' problems, checked with the rental policy (keys "start" and "end"). */
  errors: FieldErrors;
  phone: string;
  /** One date changed (a partial range: two changes in one moment must not undo each other). */
  onChange: (change: DateRange) => void;
  /** Both dates are there, follow the policy and are not yet the page's: the form sends itself. */
  ready: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (ready && form.current) void submit(form.current, { method: "get", replace: true, preventScrollReset: true });
  }, [ready, dates.start, dates.end, submit]);
  return (
    <Form ref={form} method="get" replace preventScrollReset aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-bold">
        <CalendarDays className="h-4 w-4 text-safety-700" aria-hidden="true" />
        {t("rental.dates.title")}
      </h2>
      <p className="-mt-1 text-sm text-concrete-600">{t("rental.price.chooseDates")}</p>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          name="start"
          id={`${id}-start`}
          label={t("rental.dates.start")}
          type="date"
          min={earliestStart ?? undefined}
          value={dates.start ?? ""}
          error={errors.start}
          messageVars={{ phone }}
          onChange={(event) => onChange({ start: event.currentTarget.value })}
        />
        <TextField
          name="end"
          id={`${id}-end`}
          label={t("rental.dates.end")}
          type="date"
          min={dates.start || earliestStart || undefined}
          value={dates.end ?? ""}
          error={errors.end}
          messageVars={{ phone }}
          onChange={(event) => onChange({ end: event.currentTarget.value })}
        />
      </div>
      {earliestStartText ? <p className="text-xs text-concrete-600">{t("rental.dates.earliest", { date: earliestStartText, hours: NOTICE_HOURS, days: MAX_ONLINE_RENTAL_DAYS })}</p> : null}
      <button type="submit" className="btn btn-outline w-full">
        {t("rental.dates.show")}
      </button>
    </Form>
  );
}
