/**
 * One unit in the back office (app/routes/admin-unit.tsx): where it is, its details (a form),
 * its state (a form with a note, and the confirmation the reservations may ask for), the
 * product's reservations ahead and the unit's history.
 */
import { Form, Link, useNavigation } from "react-router";
import type { UnitPage as UnitPageData } from "../../../db/rental-units.server.ts";
import { STAFF_STATES, UNIT_NOTES_MAX, type UnitField, type UnitState } from "../../../domain/rental/unit-form.ts";
import { formatDateTime } from "../../../i18n/format-dates.ts";
import { useI18n } from "../../../i18n/react.tsx";
import type { UnitActionResult } from "../../../routes/admin-unit.tsx";
import { ArrowLeft } from "../../ui/icons.tsx";
import { Printer, Save } from "../../ui/admin-icons.tsx";
import { CheckboxField, FormAlert, SelectField, TextField } from "../../ui/form-field.tsx";
import { ActionNotice, useActionToast } from "../action-result.tsx";
import { AdminHeader } from "../admin-header.tsx";
import { datesText } from "../quote-editor/quote-text.ts";
import { UnitDetailFields, UnitStateBadge, useHoursText } from "./unit-parts.tsx";

type Props = Omit<UnitPageData, "history"> & { history: (Omit<UnitPageData["history"][number], "at"> & { at: string })[]; answer: UnitActionResult | undefined };

const WHERE: Record<UnitState, "whereAvailable" | "whereRented" | "whereMaintenance" | "whereRetired"> = {
  available: "whereAvailable",
  rented: "whereRented",
  maintenance: "whereMaintenance",
  retired: "whereRetired",
};

export function UnitPage({ unit, product, history, reservations, answer }: Props) {
  const i18n = useI18n();
  const { t, href, lang } = i18n;
  useActionToast(answer);
  const hoursText = useHoursText();
  const name = product.name[lang] || product.name.fr;
  const actions = (
    <>
      <Link to={href(`/admin/products/${product.id}/units`)} className="btn btn-ghost">
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        {t("adminUnits.unit.back")}
      </Link>
      {unit.state !== "retired" ? (
        <Link to={`${href(`/admin/products/${product.id}/labels`)}?unit=${unit.id}`} className="btn btn-outline">
          <Printer className="h-5 w-5" aria-hidden="true" />
          {t("adminUnits.unit.printLabel")}
        </Link>
      ) : null}
    </>
  );
  return (
    <>
      <AdminHeader view="units" title={t("adminUnits.unit.title", { tag: unit.tag })} lead={name} actions={actions} />
      <div className="container-page py-6 sm:py-8">
        <ActionNotice result={answer?.errors ? undefined : answer} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid min-w-0 grid-cols-1 gap-6">
            <section aria-labelledby="unit-where-title" className="card p-4 sm:p-5">
              <h2 id="unit-where-title" className="text-lg font-bold">
                {t("adminUnits.unit.where")}
              </h2>
              <p className="mt-2 flex flex-wrap items-center gap-3">
                <UnitStateBadge state={unit.state} />
                <span>{t(`adminUnits.unit.${WHERE[unit.state]}`)}</span>
              </p>
              <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-concrete-600">{t("adminUnits.product.serial")}</dt>
                  <dd className="font-semibold break-all">{unit.serialNumber ?? "—"}</dd>
                </div>
                <div>
                  <dt className="text-concrete-600">{t("adminUnits.product.hours")}</dt>
                  <dd className="font-semibold tabular-nums">{unit.hourMeter ? hoursText(unit.hours) : "—"}</dd>
                </div>
                <div className="sm:col-span-3">
                  <dt className="text-concrete-600">{t("adminUnits.product.notes")}</dt>
                  <dd className="whitespace-pre-line break-words">{unit.notes ?? "—"}</dd>
                </div>
              </dl>
            </section>
            <section aria-labelledby="unit-reservations-title" className="card p-4 sm:p-5">
              <h2 id="unit-reservations-title" className="text-lg font-bold">
                {t("adminUnits.unit.reservationsTitle")}
              </h2>
              <p className="mt-1 text-sm text-concrete-700">{t("adminUnits.unit.reservationsLead")}</p>
              {reservations.length === 0 ? <p className="mt-3 text-sm">{t("adminUnits.unit.noReservations")}</p> : null}
              <ul className="mt-2 divide-y divide-concrete-200">
                {reservations.map((reservation) => (
                  <li key={`${reservation.reference}-${reservation.start}`} className="py-2 text-sm">
                    <Link to={href(`/admin?request=${reservation.reference}`)} className="font-semibold text-safety-700 underline underline-offset-2">
                      {reservation.reference}
                    </Link>{" "}
                    · {reservation.customer} · {datesText(i18n, reservation.start, reservation.end)} · {t("adminUnits.unit.units", { count: reservation.units })}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="unit-history-title" className="card p-4 sm:p-5">
              <h2 id="unit-history-title" className="text-lg font-bold">
                {t("adminUnits.unit.historyTitle")}
              </h2>
              {history.length === 0 ? <p className="mt-2 text-sm">{t("adminUnits.unit.noHistory")}</p> : null}
              <ol className="mt-2 divide-y divide-concrete-200">
                {history.map((event) => (
                  <li key={event.id} className="py-2 text-sm">
                    <p className="font-semibold">
                      {event.kind === "state" && event.fromState && event.toState
                        ? t("adminUnits.history.state", { from: t(`adminUnits.states.${event.fromState}`), to: t(`adminUnits.states.${event.toState}`) })
                        : event.kind === "added"
                          ? event.actorName === ""
                            ? t("adminUnits.history.fromCount")
                            : t("adminUnits.history.added")
                          : t("adminUnits.history.edited")}
                      {event.hours !== null ? ` · ${t("adminUnits.history.hours", { hours: hoursText(event.hours).replace(/\s*h$/, "") })}` : ""}
                    </p>
                    {event.note ? <p className="break-words whitespace-pre-line">{event.note}</p> : null}
                    <p className="text-concrete-700">
                      {formatDateTime(lang, event.at)}
                      {event.actorName ? ` · ${t("adminUnits.history.by", { name: event.actorName })}` : ""}
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          </div>
          <div className="grid grid-cols-1 gap-6">
            <StateForm state={unit.state} answer={answer} />
            <DetailsForm unit={unit} answer={answer} />
          </div>
        </div>
      </div>
    </>
  );
}

function StateForm({ state, answer }: { state: UnitState; answer: UnitActionResult | undefined }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "set-state";
  const failed = answer && !answer.ok && answer.intent === "set-state" ? answer : undefined;
  const errors = failed?.errors ?? {};
  const askConfirm = failed?.values?.askConfirm === "1";
  return (
    <section aria-labelledby="unit-state-title" className="card p-4 sm:p-5">
      <h2 id="unit-state-title" className="text-lg font-bold">
        {t("adminUnits.state.title")}
      </h2>
      {state === "rented" ? (
        <p className="mt-2 text-sm text-concrete-700">{t("adminUnits.state.rentedHint")}</p>
      ) : (
        <Form key={answer?.ok ? `done-${state}` : "form"} method="post" noValidate className="mt-3 grid grid-cols-1 gap-3" preventScrollReset>
          <input type="hidden" name="intent" value="set-state" />
          {failed ? <FormAlert title={t("validation.errorTitle")} text={t(failed.message, failed.vars)} /> : null}
          <SelectField name="to" id="unit-state-to" label={t("adminUnits.state.to")} defaultValue={failed?.values?.to ?? STAFF_STATES.find((option) => option !== state)} error={errors.to}>
            {STAFF_STATES.filter((option) => option !== state).map((option) => (
              <option key={option} value={option}>
                {t(`adminUnits.states.${option}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            name="note"
            id="unit-state-note"
            label={t("adminUnits.state.note")}
            maxLength={UNIT_NOTES_MAX}
            autoComplete="off"
            hint={t("adminUnits.state.noteHint")}
            defaultValue={failed?.values?.note ?? ""}
            error={errors.note}
          />
          {askConfirm ? (
            <CheckboxField name="confirm" id="unit-state-confirm">
              {t("adminUnits.state.confirm")}
            </CheckboxField>
          ) : null}
          <button type="submit" className="btn btn-dark justify-self-start" disabled={busy}>
            {t("adminUnits.state.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}

function DetailsForm({ unit, answer }: { unit: UnitPageData["unit"]; answer: UnitActionResult | undefined }) {
  const { t, lang } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "save-details";
  const failed = answer && !answer.ok && answer.intent === "save-details" ? answer : undefined;
  const stored: Record<UnitField, string> = {
    tag: unit.tag,
    serialNumber: unit.serialNumber ?? "",
    hourMeter: unit.hourMeter ? "on" : "",
    // As the shop types it: 1250,5 in French.
    hours: unit.hours === null ? "" : String(unit.hours).replace(".", lang === "fr" ? "," : "."),
    notes: unit.notes ?? "",
  };
  const values = (failed?.values as Record<UnitField, string> | undefined) ?? stored;
  return (
    <section aria-labelledby="unit-details-title" className="card p-4 sm:p-5">
      <h2 id="unit-details-title" className="text-lg font-bold">
        {t("adminUnits.details.title")}
      </h2>
      <Form key={failed ? "refused" : JSON.stringify(stored)} method="post" noValidate className="mt-3 grid grid-cols-1 gap-3" preventScrollReset>
        <input type="hidden" name="intent" value="save-details" />
        {failed?.errors ? <FormAlert title={t("validation.errorTitle")} text={t(failed.message, failed.vars)} /> : null}
        <UnitDetailFields idPrefix="unit-details" values={values} errors={failed?.errors ?? {}} />
        <button type="submit" className="btn btn-outline justify-self-start" disabled={busy}>
          <Save className="h-5 w-5" aria-hidden="true" />
          {t("adminUnits.details.submit")}
        </button>
      </Form>
    </section>
  );
}
