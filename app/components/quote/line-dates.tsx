/**
 * A rented line's own dates on /quote: by default a line follows the project's
 * dates; "Dates différentes pour cet article" opens two date fields, prefilled with the
 * project's, for a tool needed for part of the project. Unticking brings the line back to
 * the project's dates. The dates travel with the form as the line's hidden fields.
 */
import { useId, useState } from "react";
import type { DateRange } from "../../domain/cart.ts";
import type { FieldErrors } from "../../domain/validation/errors.ts";
import { useI18n } from "../../i18n/react.tsx";
import { TextField } from "../ui/form-field.tsx";

export function LineDates({
  name,
  position,
  own,
  project,
  earliestStart,
  errors,
  phone,
  onChange,
}: {
  /** The product's name, for the group's label. */
  name: string;
  /** The line's position in the posted form (its errors are `items[position].startDate`...). */
  position: number;
  own: DateRange | null;
  project: DateRange;
  earliestStart: string | null;
  errors: FieldErrors;
  phone: string;
  /** null: follow the project's dates again. */
  onChange: (dates: DateRange | null, field?: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(Boolean(own));
  const field = (which: "startDate" | "endDate") => `items[${position}].${which}`;
  return (
    <div>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-concrete-800">
        <input
          type="checkbox"
          checked={open}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setOpen(checked);
            onChange(checked ? { start: project.start, end: project.end } : null);
          }}
          className="h-5 w-5 shrink-0 accent-safety-600"
        />
        {t("rental.line.ownDates")}
      </label>
      {open ? (
        <fieldset aria-labelledby={`${id}-legend`} className="mt-1 rounded-md border border-concrete-200 bg-concrete-50 p-3">
          <legend id={`${id}-legend`} className="sr-only">
            {t("rental.line.datesOf", { name })}
          </legend>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              name={field("startDate")}
              id={`${id}-start`}
              label={t("rental.line.start")}
              type="date"
              min={earliestStart ?? undefined}
              value={own?.start ?? ""}
              error={errors[field("startDate")]}
              messageVars={{ phone }}
              onChange={(event) => onChange({ ...own, start: event.currentTarget.value }, field("startDate"))}
            />
            <TextField
              name={field("endDate")}
              id={`${id}-end`}
              label={t("rental.line.end")}
              type="date"
              min={own?.start || earliestStart || undefined}
              value={own?.end ?? ""}
              error={errors[field("endDate")]}
              messageVars={{ phone }}
              onChange={(event) => onChange({ ...own, end: event.currentTarget.value }, field("endDate"))}
            />
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
