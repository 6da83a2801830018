/**
 * Pieces the fleet's screens share: a unit's state as a badge, and the fields of a unit's details
 * (the add form of a product's units, the details form of a unit's page).
 */
import type { FieldErrors } from "../../../domain/validation/errors.ts";
import { SERIAL_MAX, UNIT_NOTES_MAX, type UnitField, type UnitState } from "../../../domain/rental/unit-form.ts";
import { formatNumber } from "../../../i18n/format.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { CheckboxField, TextAreaField, TextField } from "../../ui/form-field.tsx";

const TONES: Record<UnitState, string> = {
  available: "border-success-700 text-success-700 bg-white",
  rented: "border-ink bg-ink text-white",
  maintenance: "border-safety-700 bg-safety-50 text-safety-700",
  retired: "border-concrete-400 bg-concrete-100 text-concrete-700",
};

export function UnitStateBadge({ state }: { state: UnitState }) {
  const { t } = useI18n();
  return <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${TONES[state]}`}>{t(`adminUnits.states.${state}`)}</span>;
}

/** The unit's details as fields; `values` is what was typed (a refused form) or the unit as stored. */
export function UnitDetailFields({ idPrefix, values, errors }: { idPrefix: string; values: Record<UnitField, string>; errors: FieldErrors }) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        name="serialNumber"
        id={`${idPrefix}-serial`}
        label={t("adminUnits.details.serial")}
        maxLength={SERIAL_MAX}
        autoComplete="off"
        defaultValue={values.serialNumber}
        error={errors.serialNumber}
      />
      <CheckboxField name="hourMeter" id={`${idPrefix}-meter`} defaultChecked={values.hourMeter === "on"} error={errors.hourMeter}>
        {t("adminUnits.details.hourMeter")}
      </CheckboxField>
      <TextField
        name="hours"
        id={`${idPrefix}-hours`}
        label={t("adminUnits.details.hours")}
        inputMode="decimal"
        autoComplete="off"
        maxLength={10}
        hint={t("adminUnits.details.hoursHint")}
        defaultValue={values.hours}
        error={errors.hours}
        controlClassName="tabular-nums"
      />
      <TextAreaField name="notes" id={`${idPrefix}-notes`} label={t("adminUnits.details.notes")} rows={3} maxLength={UNIT_NOTES_MAX} defaultValue={values.notes} error={errors.notes} />
    </>
  );
}

/** Hours as the shop writes them: one decimal at most, in the page's language. */
export function useHoursText(): (hours: number | null) => string {
  const { t, lang } = useI18n();
  return (hours) => (hours === null ? t("adminUnits.product.noMeter") : t("adminUnits.product.hoursValue", { hours: formatNumber(lang, hours) }));
}
