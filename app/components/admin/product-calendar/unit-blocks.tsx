/**
 * Maintenance blocks of a product: units taken out of service for some days, with
 * the reason and who did it; a block is added with a plain form (refused, with the number of
 * units still free, when the others are reserved those days) and removed with a button.
 */
import { Trash2, Wrench } from "../../ui/icons.tsx";
import { Form, useNavigation } from "react-router";
import type { CalendarPageProps } from "./product-calendar-page.tsx";
import { BLOCK_REASON_MAX } from "../../../domain/rental/calendar-month.ts";
import { formatDateTime, formatLongDate } from "../../../i18n/format-dates.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { FormAlert, TextField } from "../../ui/form-field.tsx";
import { datesText } from "../quote-editor/quote-text.ts";

export function UnitBlocksPanel({ fleet, blocks, answer }: { fleet: number; blocks: CalendarPageProps["blocks"]; answer: CalendarPageProps["answer"] }) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const navigation = useNavigation();
  const adding = navigation.state !== "idle" && navigation.formData?.get("intent") === "add-block";
  const failed = answer && !answer.ok && answer.intent === "add-block" ? answer : undefined;
  const values = failed?.values;
  const errors = failed?.errors ?? {};
  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-labelledby="block-add-title" className="card p-4 sm:p-5">
        <h2 id="block-add-title" className="text-lg font-bold">
          {t("adminQuotes.calendar.addTitle")}
        </h2>
        <p className="mt-1 text-sm text-concrete-700">{t("adminQuotes.calendar.addLead")}</p>
        {/* A refused block keeps what was typed; a stored one gives an empty form. */}
        <Form key={answer?.ok ? `done-${blocks.length}` : "form"} method="post" noValidate className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-1" preventScrollReset>
          <input type="hidden" name="intent" value="add-block" />
          {failed?.errors ? (
            <div className="sm:col-span-2 xl:col-span-1">
              <FormAlert title={t("validation.errorTitle")} text={t(failed.message, failed.vars)} />
            </div>
          ) : null}
          <TextField
            name="units"
            id="block-units"
            label={t("adminQuotes.calendar.units")}
            inputMode="numeric"
            required
            maxLength={4}
            defaultValue={values?.units ?? "1"}
            error={errors.units}
            className="sm:col-span-2 xl:col-span-1"
            hint={t("adminQuotes.calendar.unitsHint", { count: fleet })}
          />
          <TextField name="start" id="block-start" type="date" label={t("adminQuotes.calendar.start")} required defaultValue={values?.start ?? ""} error={errors.start} />
          <TextField name="end" id="block-end" type="date" label={t("adminQuotes.calendar.end")} required defaultValue={values?.end ?? ""} error={errors.end} />
          <TextField
            name="reason"
            id="block-reason"
            label={t("adminQuotes.calendar.reason")}
            required
            maxLength={BLOCK_REASON_MAX}
            defaultValue={values?.reason ?? ""}
            error={errors.reason}
            className="sm:col-span-2 xl:col-span-1"
          />
          <button type="submit" className="btn btn-dark justify-self-start sm:col-span-2 xl:col-span-1" disabled={adding}>
            <Wrench className="h-5 w-5" aria-hidden="true" />
            {t("adminQuotes.calendar.add")}
          </button>
        </Form>
      </section>
      <section aria-labelledby="block-list-title" className="card p-4 sm:p-5">
        <h2 id="block-list-title" className="text-lg font-bold">
          {t("adminQuotes.calendar.blocksTitle")}
        </h2>
        {blocks.length === 0 ? <p className="mt-2 text-sm text-concrete-700">{t("adminQuotes.calendar.noBlocks")}</p> : null}
        <ul className="mt-2 divide-y divide-concrete-200">
          {blocks.map((block) => (
            <li key={block.id} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-semibold">
                  {t("adminQuotes.calendar.blockUnits", { count: block.units })} · {datesText(i18n, block.start, block.end)}
                </p>
                <p className="break-words">{block.reason}</p>
                <p className="text-concrete-700">{t("adminQuotes.calendar.blockBy", { name: block.byName, date: formatDateTime(lang, block.createdAt) })}</p>
              </div>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="remove-block" />
                <input type="hidden" name="blockId" value={block.id} />
                <button type="submit" className="btn btn-ghost -mr-2 px-2.5">
                  <Trash2 className="h-5 w-5" aria-hidden="true" />
                  <span className="sr-only">{t("adminQuotes.calendar.remove", { start: formatLongDate(lang, block.start), reason: block.reason })}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
