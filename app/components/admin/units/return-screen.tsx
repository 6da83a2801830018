/**
 * The return screen (app/routes/admin-return.tsx): a card per unit out, ticked when it comes back,
 * with the photos taken at the handover to compare, its meter, condition and photos, the shop if
 * damaged, and its charges; then the units already back (with both stages' photos) and the charges
 * recorded. Once hydrated, a scanned tag ticks its unit and moves to its meter.
 */
import { useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import type { ReturnPage } from "../../../db/returns.server.ts";
import { returnFieldNames } from "../../../domain/rental/return-form.ts";
import { formatPhone } from "../../../domain/validation/fields.ts";
import { formatDateTime, formatLongDate } from "../../../i18n/format-dates.ts";
import { useI18n } from "../../../i18n/react.tsx";
import type { ReturnResult } from "../../../routes/admin-return.tsx";
import { ArrowLeft } from "../../ui/icons.tsx";
import { PackageCheck } from "../../ui/admin-icons.tsx";
import { CheckboxField, FormAlert, TextAreaField, TextField } from "../../ui/form-field.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { useActionToast } from "../action-result.tsx";
import { AdminHeader } from "../admin-header.tsx";
import { UnitStateBadge } from "./unit-parts.tsx";
import { UnitPhotosField, UnitPhotoThumbs } from "./unit-photos.tsx";

type Page = Omit<ReturnPage, "out" | "back"> & {
  out: (Omit<ReturnPage["out"][number], "handedAt"> & { handedAt: string })[];
  back: (Omit<ReturnPage["back"][number], "returnedAt"> & { returnedAt: string })[];
};

export function ReturnScreen({ page, answer }: { page: Page; answer: ReturnResult | undefined }) {
  const { t, href } = useI18n();
  useActionToast(answer);
  const [search] = useSearchParams();
  const done = search.get("done");
  const back = (
    <Link to={`${href("/admin")}?request=${page.reference}`} className="btn btn-ghost">
      <ArrowLeft className="h-5 w-5" aria-hidden="true" />
      {t("adminUnits.handover.back")}
    </Link>
  );
  return (
    <>
      <AdminHeader
        view="requests"
        title={t("adminUnits.return.title", { reference: page.reference })}
        lead={t("adminUnits.return.lead", { customer: page.customer, phone: page.phone ? formatPhone(page.phone) : "—" })}
        actions={back}
      />
      <div className="container-page grid gap-6 py-6 sm:py-8">
        {done && !answer ? (
          <p role="status" className="card flex items-center gap-3 p-5 font-semibold text-success-700">
            <PackageCheck className="h-6 w-6" aria-hidden="true" />
            {t(done === "all" ? "adminUnits.return.doneComplete" : "adminUnits.return.done")}
          </p>
        ) : null}
        {page.out.length > 0 && page.status === "accepted" ? (
          <UnitsOutForm page={page} answer={answer} />
        ) : !done ? (
          <p className="card p-6 text-concrete-700">{t("adminUnits.return.notOut")}</p>
        ) : null}
        <UnitsBack page={page} />
        <Charges page={page} />
      </div>
    </>
  );
}

function UnitsOutForm({ page, answer }: { page: Page; answer: ReturnResult | undefined }) {
  const { t, lang, money } = useI18n();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const errors = answer && !answer.ok ? (answer.errors ?? {}) : {};
  const values = answer && !answer.ok ? (answer.values ?? {}) : {};
  const [scanned, setScanned] = useState("");
  const field = (name: string, fallback = "") => ({ name, id: `return-${name}`, error: errors[name], defaultValue: values[name] ?? fallback });
  const amount = (cents: number) => money(cents / 100);

  // A scanner types the tag and Enter: the unit's box is ticked and its meter field takes the focus.
  const onScan = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const tag = scanned.trim().toUpperCase().split("/").at(-1) ?? "";
    const unit = page.out.find((row) => row.tag === tag);
    if (!unit) return;
    const names = returnFieldNames(unit.assignmentId);
    const box = document.getElementById(`return-${names.back}`) as HTMLInputElement | null;
    if (box) box.checked = true;
    document.getElementById(`return-${unit.hourMeter ? names.hours : names.condition}`)?.focus();
    setScanned("");
  };

  return (
    <Form method="post" encType="multipart/form-data" noValidate className="grid gap-6" preventScrollReset>
      {answer && !answer.ok ? <FormAlert title={t("validation.errorTitle")} text={t(answer.message, answer.vars)} /> : null}
      <section aria-labelledby="return-out-title" className="card p-4 sm:p-5">
        <h2 id="return-out-title" className="text-lg font-bold">
          {t("adminUnits.return.outTitle")}
        </h2>
        <p className="mt-1 text-sm text-concrete-700">{t("adminUnits.return.outLead")}</p>
        {hydrated ? (
          <TextField
            name="scan"
            id="return-scan"
            className="mt-4 max-w-sm"
            label={t("adminUnits.find.label")}
            hint={t("adminUnits.return.scanHint")}
            controlClassName="font-mono uppercase"
            autoComplete="off"
            spellCheck={false}
            value={scanned}
            onChange={(event) => setScanned(event.currentTarget.value)}
            onKeyDown={onScan}
          />
        ) : null}
        {errors.units ? (
          <p role="alert" className="mt-3 text-sm font-semibold text-danger-700">
            {t(errors.units.key)}
          </p>
        ) : null}
        <div className="mt-4 grid gap-5">
          {page.out.map((unit) => {
            const names = returnFieldNames(unit.assignmentId);
            const product = unit.product[lang] || unit.product.fr;
            return (
              <fieldset key={unit.assignmentId} className="grid gap-4 rounded-lg border border-concrete-200 p-3 sm:p-4">
                <legend className="px-1 font-bold">
                  <span className="font-mono">{unit.tag}</span> – {product}
                </legend>
                <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-concrete-700">
                  <li>{t("adminUnits.return.handedOut", { date: formatDateTime(lang, unit.handedAt) })}</li>
                  {unit.hoursOut !== null ? <li>{t("adminUnits.return.hoursOut", { hours: unit.hoursOut })}</li> : null}
                  {unit.endDate ? <li>{t("adminUnits.return.due", { date: formatLongDate(lang, unit.endDate) })}</li> : null}
                  {unit.extraDays > 0 ? <li className="font-semibold text-danger-700">{t("adminUnits.return.late", { count: unit.extraDays })}</li> : null}
                  {unit.conditionOut ? <li>{t("adminUnits.return.conditionOut", { condition: unit.conditionOut })}</li> : null}
                </ul>
                <UnitPhotoThumbs photos={unit.photosOut} tag={unit.tag} stage="handover" />
                <CheckboxField name={names.back} id={`return-${names.back}`} defaultChecked={values[names.back] === "on"}>
                  {t("adminUnits.return.back")}
                </CheckboxField>
                <div className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
                  {unit.hourMeter ? (
                    <TextField {...field(names.hours)} label={t("adminUnits.return.hours")} inputMode="decimal" autoComplete="off" maxLength={10} controlClassName="tabular-nums" />
                  ) : null}
                  <TextAreaField
                    {...field(names.condition)}
                    label={t("adminUnits.return.condition")}
                    rows={2}
                    maxLength={500}
                    hint={t("adminUnits.return.conditionHint")}
                    className={unit.hourMeter ? "" : "sm:col-span-2"}
                  />
                  <UnitPhotosField name={names.photos} id={`return-${names.photos}`} error={errors[names.photos]} className="sm:col-span-2" />
                </div>
                <CheckboxField name={names.toMaintenance} id={`return-${names.toMaintenance}`} defaultChecked={values[names.toMaintenance] === "on"}>
                  {t("adminUnits.return.toMaintenance")}
                </CheckboxField>
                <div className="grid gap-3">
                  <p className="font-semibold">{t("adminUnits.return.chargesTitle")}</p>
                  <div className="grid gap-3 sm:grid-cols-3">
                    <TextField
                      {...field(names.extraDays, String(unit.extraDays))}
                      label={t("adminUnits.return.extraDays")}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={3}
                      controlClassName="tabular-nums"
                      hint={unit.rates ? t("adminUnits.return.extraDaysHint") : undefined}
                    />
                    <TextField {...field(names.cleaning)} label={t("adminUnits.return.cleaning")} inputMode="decimal" autoComplete="off" maxLength={12} controlClassName="tabular-nums" />
                    <TextField {...field(names.fuel)} label={t("adminUnits.return.fuel")} inputMode="decimal" autoComplete="off" maxLength={12} controlClassName="tabular-nums" />
                    <TextField {...field(names.damage)} label={t("adminUnits.return.damage")} inputMode="decimal" autoComplete="off" maxLength={12} controlClassName="tabular-nums" />
                    <TextField
                      {...field(names.discs)}
                      label={t("adminUnits.return.discs")}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={2}
                      controlClassName="tabular-nums"
                      hint={t("adminUnits.return.discsHint", { price: amount(page.prices.discCents) })}
                    />
                    <TextField
                      {...field(names.operatorHours)}
                      label={t("adminUnits.return.operatorHours")}
                      inputMode="decimal"
                      autoComplete="off"
                      maxLength={6}
                      controlClassName="tabular-nums"
                      hint={t("adminUnits.return.operatorHoursHint", { price: amount(page.prices.operatorHourCents) })}
                    />
                  </div>
                  <TextField {...field(names.note)} label={t("adminUnits.return.note")} autoComplete="off" maxLength={500} hint={t("adminUnits.return.noteHint")} />
                </div>
              </fieldset>
            );
          })}
        </div>
        <button type="submit" className="btn btn-primary mt-5" disabled={busy}>
          <PackageCheck className="h-5 w-5" aria-hidden="true" />
          {t("adminUnits.return.submit")}
        </button>
      </section>
    </Form>
  );
}

function UnitsBack({ page }: { page: Page }) {
  const { t, lang } = useI18n();
  return (
    <section aria-labelledby="return-back-title" className="card p-4 sm:p-5">
      <h2 id="return-back-title" className="text-lg font-bold">
        {t("adminUnits.return.backTitle")}
      </h2>
      {page.back.length === 0 ? (
        <p className="mt-2 text-sm text-concrete-700">{t("adminUnits.return.backEmpty")}</p>
      ) : (
        <ul className="mt-2 grid gap-2 text-sm">
          {page.back.map((unit) => (
            <li key={`${unit.tag}-${unit.returnedAt}`}>
              <span className="font-mono font-semibold">{unit.tag}</span> –{" "}
              {t("adminUnits.return.backRow", { product: unit.product[lang] || unit.product.fr, date: formatDateTime(lang, unit.returnedAt) })}
              <span className="ml-2">
                <UnitStateBadge state={unit.state} />
              </span>
              {unit.conditionIn ? <p className="text-concrete-700">{unit.conditionIn}</p> : null}
              {unit.photosOut.length + unit.photosIn.length > 0 ? (
                <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                  <UnitPhotoThumbs photos={unit.photosOut} tag={unit.tag} stage="handover" />
                  <UnitPhotoThumbs photos={unit.photosIn} tag={unit.tag} stage="return" />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Charges({ page }: { page: Page }) {
  const { t, money } = useI18n();
  const total = page.charges.reduce((sum, charge) => sum + charge.amountCents, 0);
  return (
    <section aria-labelledby="return-charges-title" className="card p-4 sm:p-5">
      <h2 id="return-charges-title" className="text-lg font-bold">
        {t("adminUnits.return.chargesSoFar")}
      </h2>
      {page.charges.length === 0 ? (
        <p className="mt-2 text-sm text-concrete-700">{t("adminUnits.return.chargesEmpty")}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("adminUnits.return.chargeCaption", { reference: page.reference })}</caption>
            <thead>
              <tr className="border-b border-concrete-200">
                <th scope="col" className="py-2 pr-3">
                  {t("adminUnits.return.chargeUnit")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("adminUnits.return.chargeKind")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t("adminUnits.return.chargeQuantity")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t("adminUnits.return.chargeAmount")}
                </th>
                <th scope="col" className="py-2">
                  {t("adminUnits.return.chargeNote")}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.charges.map((charge, i) => (
                <tr key={i} className="border-b border-concrete-100">
                  <td className="py-2 pr-3 font-mono">{charge.tag ?? "—"}</td>
                  <td className="py-2 pr-3">{t(`adminUnits.return.kinds.${charge.kind}`)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{charge.quantity}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(charge.amountCents / 100)}</td>
                  <td className="py-2">{charge.note ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 font-semibold">{t("adminUnits.return.chargesTotal", { amount: money(total / 100) })}</p>
        </div>
      )}
    </section>
  );
}
