/**
 * The day's board (app/db/counter-board.server.ts), first on /admin: what goes out and comes back
 * today and tomorrow, the rentals overdue in red with the number to call, and the units in the
 * shop. Each rental leads to its counter screen.
 */
import { Link } from "react-router";
import type { BoardRental, CounterBoard as Board } from "../../db/counter-board.server.ts";
import { phoneHref } from "../../config/business.ts";
import { formatPhone } from "../../domain/validation/fields.ts";
import { formatDateTime, formatLongDate } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";
import { PackageCheck, PhoneCall } from "../ui/admin-icons.tsx";

export function CounterBoard({ board }: { board: Board }) {
  const { t, lang } = useI18n();
  return (
    <section aria-labelledby="board-title" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="board-title" className="text-xl font-bold">
          {t("adminUnits.board.title")}
        </h2>
        <p className="text-sm text-concrete-700">{t("adminUnits.board.lead", { today: formatLongDate(lang, board.today) })}</p>
      </div>
      <div className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <RentalList id="board-overdue" title={t("adminUnits.board.overdue")} empty={t("adminUnits.board.noneOverdue")} rentals={board.overdue} board={board} screen="return" overdue />
        <RentalList id="board-handovers" title={t("adminUnits.board.handovers")} empty={t("adminUnits.board.none")} rentals={board.handovers} board={board} screen="handover" />
        <RentalList id="board-returns" title={t("adminUnits.board.returns")} empty={t("adminUnits.board.none")} rentals={board.returns} board={board} screen="return" />
        <MaintenanceList board={board} />
      </div>
    </section>
  );
}

function RentalList({
  id,
  title,
  empty,
  rentals,
  board,
  screen,
  overdue = false,
}: {
  id: string;
  title: string;
  empty: string;
  rentals: BoardRental[];
  board: Board;
  screen: "handover" | "return";
  overdue?: boolean;
}) {
  const { t, lang, href } = useI18n();
  const when = (day: string) => (day === board.today ? t("adminUnits.board.today") : day === board.tomorrow ? t("adminUnits.board.tomorrow") : formatLongDate(lang, day));
  return (
    <section aria-labelledby={id} className={`card p-4 ${overdue && rentals.length > 0 ? "border-l-4 border-l-danger-700" : ""}`}>
      <h3 id={id} className={`font-bold ${overdue && rentals.length > 0 ? "text-danger-700" : ""}`}>
        {title} <span className="tabular-nums">({rentals.length})</span>
      </h3>
      {rentals.length === 0 ? (
        <p className="mt-2 text-sm text-concrete-700">{empty}</p>
      ) : (
        <ul className="mt-2 grid gap-3">
          {rentals.map((rental) => (
            <li key={rental.reference} className="grid gap-1 text-sm">
              <Link to={`${href("/admin")}?request=${rental.reference}`} className="font-semibold underline underline-offset-2">
                {rental.reference}
              </Link>
              <span>
                {rental.customer} · {t("adminUnits.board.units", { count: rental.units })}
              </span>
              <span className="text-concrete-700">{rental.products.map((name) => name[lang] || name.fr).join(", ")}</span>
              {overdue ? (
                <span className="font-semibold text-danger-700">{t("adminUnits.board.late", { date: formatLongDate(lang, rental.day) })}</span>
              ) : (
                <span className="text-concrete-700">{when(rental.day)}</span>
              )}
              <span className="flex flex-wrap gap-x-4 gap-y-1">
                {rental.phone ? (
                  <a
                    href={phoneHref(rental.phone)}
                    className={`inline-flex items-center gap-1 font-semibold ${overdue ? "text-danger-700" : "text-safety-700"}`}
                    aria-label={t("adminUnits.board.call", { customer: rental.customer, phone: formatPhone(rental.phone) })}
                  >
                    <PhoneCall className="h-4 w-4" aria-hidden="true" />
                    {formatPhone(rental.phone)}
                  </a>
                ) : null}
                <Link to={href(`/admin/requests/${rental.reference}/${screen}`)} className="inline-flex items-center gap-1 font-semibold text-safety-700 underline underline-offset-2">
                  <PackageCheck className="h-4 w-4" aria-hidden="true" />
                  {t(screen === "handover" ? "adminUnits.board.handover" : "adminUnits.board.receive")}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MaintenanceList({ board }: { board: Board }) {
  const { t, lang, href } = useI18n();
  return (
    <section aria-labelledby="board-maintenance" className="card p-4">
      <h3 id="board-maintenance" className="font-bold">
        {t("adminUnits.board.maintenance")} <span className="tabular-nums">({board.maintenance.length})</span>
      </h3>
      {board.maintenance.length === 0 ? (
        <p className="mt-2 text-sm text-concrete-700">{t("adminUnits.board.noneMaintenance")}</p>
      ) : (
        <ul className="mt-2 grid gap-3">
          {board.maintenance.map((unit) => (
            <li key={unit.tag} className="grid gap-1 text-sm">
              <Link to={href(`/admin/units/${unit.tag}`)} className="font-mono font-semibold underline underline-offset-2">
                {unit.tag}
              </Link>
              <span>{unit.product[lang] || unit.product.fr}</span>
              {unit.since ? <span className="text-concrete-700">{t("adminUnits.board.since", { date: formatDateTime(lang, unit.since) })}</span> : null}
              {unit.note ? <span className="text-concrete-700">{unit.note}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
