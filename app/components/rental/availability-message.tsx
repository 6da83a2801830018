/**
 * A rented product's availability for dates, as the customer reads it: "3
 * disponibles du 4 au 12 décembre", "Seulement 1 disponible du 4 au 12 décembre",
 * "Disponible à partir du 15 décembre", or nothing free (call us). Shown on the product page
 * and under each dated line of /quote; a shortage is a warning, never a refusal: staff may
 * find a solution, and nothing is reserved before the customer accepts the quote.
 */
import { AlertTriangle, CalendarCheck2, CalendarX2 } from "../ui/icons.tsx";
import { availabilityNote } from "../../domain/rental/availability-note.ts";
import { formatDateRange, formatRentalDay } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";

export type AvailabilityFacts = { start: string; end: string; free: number; firstFittingStart: string | null };

export function AvailabilityMessage({ facts, units, phone, className = "" }: { facts: AvailabilityFacts; units: number; phone: string; className?: string }) {
  const { t, lang } = useI18n();
  const note = availabilityNote(facts, units);
  const range = formatDateRange(lang, facts.start, facts.end);
  if (note.kind === "available") {
    return (
      <p className={`flex items-start gap-1.5 text-sm font-semibold text-success-700 ${className}`}>
        <CalendarCheck2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>{t("rental.availability.available", { count: note.count, range })}</span>
      </p>
    );
  }
  const lines =
    note.kind === "only"
      ? [t("rental.availability.only", { count: note.count, range }), ...(note.from ? [t("rental.availability.from", { date: formatRentalDay(lang, note.from) })] : [])]
      : note.kind === "from"
        ? [t("rental.availability.from", { date: formatRentalDay(lang, note.date) })]
        : [t("rental.availability.none", { phone })];
  const Icon = note.kind === "only" ? AlertTriangle : CalendarX2;
  return (
    <p className={`flex items-start gap-1.5 rounded-md bg-safety-50 px-2.5 py-1.5 text-sm font-semibold text-safety-700 ${className}`}>
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{lines.join(". ")}</span>
    </p>
  );
}
