/**
 * The month's days of a product's calendar: a table of weeks (Monday first) from the tablet up,
 * a list of days on a phone. Each day says how many units are free out of the fleet, with a bar
 * (free, reserved, blocked) and who holds the others: the request (a link to its detail) or a
 * maintenance block (its reason). The words carry everything; the colours only repeat them.
 */
import { Link } from "react-router";
import type { CalendarDay } from "../../../db/reservations.server.ts";
import { monthWeeks } from "../../../domain/rental/calendar-month.ts";
import { LOCALE } from "../../../i18n/index.ts";
import { useI18n } from "../../../i18n/react.tsx";

const WEEKDAYS = ["2024-01-01", "2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05", "2024-01-06", "2024-01-07"];

export function MonthDays({ month, today, days }: { month: string; today: string; days: readonly CalendarDay[] }) {
  const { t, lang } = useI18n();
  const byDate = new Map(days.map((day) => [day.date, day]));
  const weekday = (date: string, style: "short" | "long") => new Intl.DateTimeFormat(LOCALE[lang], { weekday: style, timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
  const dayLabel = (date: string) => new Intl.DateTimeFormat(LOCALE[lang], { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
  return (
    <>
      <table className="hidden w-full table-fixed border-collapse sm:table">
        <caption className="sr-only">{t("adminQuotes.calendar.caption")}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((date) => (
              <th key={date} scope="col" className="border-y border-concrete-200 bg-concrete-50 px-1 py-1.5 text-xs font-semibold uppercase text-concrete-700">
                <abbr title={weekday(date, "long")} className="no-underline">
                  {weekday(date, "short")}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((date, column) =>
                date ? (
                  <td key={date} className={`h-28 border border-concrete-200 p-1.5 align-top ${date === today ? "bg-safety-50" : ""}`} aria-current={date === today ? "date" : undefined}>
                    <p className="text-sm font-bold">
                      <span className="sr-only">{dayLabel(date)}</span>
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                    </p>
                    <DayFacts day={byDate.get(date)} />
                  </td>
                ) : (
                  <td key={`pad-${column}`} className="border border-concrete-200 bg-concrete-50">
                    <span className="sr-only">{t("adminQuotes.calendar.otherMonth")}</span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ol className="divide-y divide-concrete-200 sm:hidden">
        {days.map((day) => (
          <li key={day.date} className={`flex gap-3 px-4 py-2 ${day.date === today ? "bg-safety-50" : ""}`} aria-current={day.date === today ? "date" : undefined}>
            <p className="w-28 shrink-0 text-sm font-bold first-letter:uppercase">{dayLabel(day.date)}</p>
            <div className="min-w-0 flex-1">
              <DayFacts day={day} />
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

function DayFacts({ day }: { day: CalendarDay | undefined }) {
  const { t, href } = useI18n();
  if (!day) return null;
  const share = (units: number) => (day.fleet > 0 ? (100 * units) / day.fleet : 0);
  return (
    <div className="text-xs leading-snug">
      <p className={`font-semibold ${day.free === 0 ? "text-danger-700" : "text-success-700"}`}>
        {day.outOfService ? t("adminQuotes.calendar.outOfService") : t("adminQuotes.calendar.free", { free: day.free, fleet: day.fleet })}
      </p>
      {/* An SVG, not styled spans: the content security policy allows no inline style. */}
      <svg width="100%" height="8" className="mt-1 block rounded-sm border border-success-700 bg-white" aria-hidden="true">
        <rect x="0" y="0" width={`${share(day.reserved)}%`} height="8" className="fill-ink" />
        <rect x={`${share(day.reserved)}%`} y="0" width={`${share(day.blocked)}%`} height="8" className="fill-safety-600" />
      </svg>
      <ul className="mt-1 space-y-0.5">
        {day.holders.map((holder, index) => (
          <li key={`${holder.kind}-${holder.reference}-${index}`} className="break-words">
            {holder.kind === "reservation" ? (
              <>
                <Link to={`${href("/admin")}?request=${encodeURIComponent(holder.reference)}`} className="font-mono font-semibold text-safety-700 underline underline-offset-2">
                  {t("adminQuotes.calendar.reservedBy", { reference: holder.reference, count: holder.units })}
                </Link>
                {holder.turnaround ? <span> {t("adminQuotes.calendar.turnaround")}</span> : null}
              </>
            ) : (
              <span>{t("adminQuotes.calendar.blockedFor", { reason: holder.reason ?? "", count: holder.units })}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
