/**
 * The period of the statistics: a plain GET form (works without JavaScript; the URL can be
 * bookmarked or shared) with the two days, and shortcuts to the usual periods. The days are
 * typed in the ISO format, as in the requests dashboard's filters.
 */
import { CalendarRange } from "../../ui/icons.tsx";
import { Form, Link } from "react-router";
import type { FieldErrors } from "../../../domain/validation/errors.ts";
import { MAX_PERIOD_YEARS, type StatsPeriod, type StatsPreset } from "../../../domain/stats/period.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { FormAlert, TextField } from "../../ui/form-field.tsx";

const DAY_INPUT = { type: "text", inputMode: "numeric", pattern: "\\d{4}-\\d{2}-\\d{2}", maxLength: 10, autoComplete: "off" } as const;

type StatsPeriodFormProps = {
  values: StatsPeriod;
  errors?: FieldErrors;
  presets: StatsPreset[];
};

export function StatsPeriodForm({ values, errors = {}, presets }: StatsPeriodFormProps) {
  const { t, href } = useI18n();
  const invalid = Object.keys(errors).length > 0;
  const query = (period: StatsPeriod) => `${href("/admin/stats")}?${new URLSearchParams(period).toString()}`;
  return (
    <div className="card p-4 sm:p-5">
      {invalid ? (
        <div className="mb-4">
          <FormAlert title={t("adminStats.period.errorTitle")} text={t("adminStats.period.errorText")} />
        </div>
      ) : null}
      <Form
        method="get"
        action={href("/admin/stats")}
        aria-label={t("adminStats.period.title")}
        className="grid grid-cols-2 items-start gap-x-3 gap-y-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,12rem)_auto]"
      >
        <TextField
          name="from"
          id="stats-from"
          label={t("adminStats.period.from")}
          hint={t("adminStats.period.dateFormat")}
          defaultValue={values.from}
          placeholder={t("adminStats.period.dateFormat")}
          error={errors.from}
          {...DAY_INPUT}
        />
        <TextField
          name="to"
          id="stats-to"
          label={t("adminStats.period.to")}
          hint={t("adminStats.period.dateFormat")}
          defaultValue={values.to}
          placeholder={t("adminStats.period.dateFormat")}
          error={errors.to}
          messageVars={{ n: MAX_PERIOD_YEARS }}
          {...DAY_INPUT}
        />
        <div className="col-span-2 sm:col-span-1 sm:pt-6.5">
          <button type="submit" className="btn btn-dark w-full sm:w-auto">
            <CalendarRange className="h-5 w-5" aria-hidden="true" />
            {t("adminStats.period.apply")}
          </button>
        </div>
      </Form>
      <nav aria-label={t("adminStats.period.presets")} className="mt-4 border-t border-concrete-200 pt-3">
        <ul className="flex flex-wrap gap-2">
          {presets.map((preset) => {
            const current = !invalid && preset.period.from === values.from && preset.period.to === values.to;
            return (
              <li key={preset.id}>
                <Link
                  to={query(preset.period)}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${current ? "border-ink bg-ink text-white" : "border-concrete-300 bg-white text-ink hover:border-ink"}`}
                >
                  {t(`adminStats.period.${preset.id}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
