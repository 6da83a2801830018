/**
 * A product's units in the back office (app/routes/admin-product-units.tsx): the table of its
 * units, each tag opening the unit's page, and the form that adds one.
 */
import { Form, Link, useNavigation } from "react-router";
import type { Unit } from "../../../db/rental-units.server.ts";
import { UNIT_FIELDS, type UnitField } from "../../../domain/rental/unit-form.ts";
import type { UnitFormResult } from "../../../routes/admin-product-units.tsx";
import { useI18n } from "../../../i18n/react.tsx";
import { ArrowLeft, Plus } from "../../ui/icons.tsx";
import { Printer } from "../../ui/admin-icons.tsx";
import { FormAlert, TextField } from "../../ui/form-field.tsx";
import { ActionNotice, useActionToast } from "../action-result.tsx";
import { AdminHeader } from "../admin-header.tsx";
import { UnitDetailFields, UnitStateBadge, useHoursText } from "./unit-parts.tsx";

const EMPTY = Object.fromEntries(UNIT_FIELDS.map((field) => [field, ""])) as Record<UnitField, string>;

export function ProductUnitsPage({ product, units, answer }: { product: { id: number; name: string; sold: boolean }; units: Unit[]; answer: UnitFormResult | undefined }) {
  const { t, href } = useI18n();
  useActionToast(answer);
  const counted = units.filter((unit) => unit.state === "available" || unit.state === "rented").length;
  const actions = (
    <>
      <Link to={href(`/admin/products/${product.id}`)} className="btn btn-ghost">
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        {t("adminUnits.product.back")}
      </Link>
      {units.some((unit) => unit.state !== "retired") ? (
        <Link to={href(`/admin/products/${product.id}/labels`)} className="btn btn-outline">
          <Printer className="h-5 w-5" aria-hidden="true" />
          {t("adminUnits.product.labels")}
        </Link>
      ) : null}
    </>
  );
  return (
    <>
      <AdminHeader view="units" title={t("adminUnits.product.title", { name: product.name })} lead={t("adminUnits.product.lead", { count: counted })} actions={actions} />
      <div className="container-page py-6 sm:py-8">
        <ActionNotice result={answer?.errors ? undefined : answer} />
        {product.sold ? (
          <p className="card p-6 text-concrete-700">{t("adminUnits.product.sold")}</p>
        ) : (
          <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
            <UnitsTable units={units} />
            <AddUnitForm answer={answer} count={units.length} />
          </div>
        )}
      </div>
    </>
  );
}

function UnitsTable({ units }: { units: Unit[] }) {
  const { t, href } = useI18n();
  const hoursText = useHoursText();
  return (
    <section aria-labelledby="units-title" className="card overflow-hidden">
      <h2 id="units-title" className="px-4 pt-4 text-lg font-bold sm:px-5">
        {t("adminUnits.product.tableTitle")}
      </h2>
      {units.length === 0 ? (
        <p className="px-4 pt-2 pb-5 text-concrete-700 sm:px-5">{t("adminUnits.product.noUnits")}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-y border-concrete-200 bg-concrete-50 text-concrete-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold sm:px-5">
                  {t("adminUnits.product.tag")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("adminUnits.product.state")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("adminUnits.product.serial")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t("adminUnits.product.hours")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("adminUnits.product.notes")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-concrete-200">
              {units.map((unit) => (
                <tr key={unit.id}>
                  <th scope="row" className="px-4 py-2.5 font-mono font-bold sm:px-5">
                    <Link to={href(`/admin/units/${unit.tag}`)} className="text-safety-700 underline underline-offset-2">
                      {unit.tag}
                    </Link>
                  </th>
                  <td className="px-3 py-2.5">
                    <UnitStateBadge state={unit.state} />
                  </td>
                  <td className="px-3 py-2.5 break-all">{unit.serialNumber ?? "—"}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{unit.hourMeter ? hoursText(unit.hours) : "—"}</td>
                  <td className="max-w-56 px-3 py-2.5 break-words text-concrete-700">{unit.notes ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function AddUnitForm({ answer, count }: { answer: UnitFormResult | undefined; count: number }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const adding = navigation.state !== "idle" && navigation.formData?.get("intent") === "add-unit";
  const failed = answer && !answer.ok && answer.intent === "add-unit" ? answer : undefined;
  const values = failed?.values ?? EMPTY;
  const errors = failed?.errors ?? {};
  return (
    <section aria-labelledby="unit-add-title" className="card p-4 sm:p-5">
      <h2 id="unit-add-title" className="text-lg font-bold">
        {t("adminUnits.add.title")}
      </h2>
      <p className="mt-1 text-sm text-concrete-700">{t("adminUnits.add.lead")}</p>
      {/* A refused unit keeps what was typed; an added one gives an empty form. */}
      <Form key={answer?.ok ? `done-${count}` : "form"} method="post" noValidate className="mt-4 grid grid-cols-1 gap-3" preventScrollReset>
        <input type="hidden" name="intent" value="add-unit" />
        {failed?.errors ? <FormAlert title={t("validation.errorTitle")} text={t(failed.message, failed.vars)} /> : null}
        <TextField
          name="tag"
          id="unit-add-tag"
          label={t("adminUnits.add.tag")}
          maxLength={24}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t("adminUnits.add.tagHint")}
          defaultValue={values.tag}
          error={errors.tag}
          controlClassName="font-mono uppercase"
        />
        <UnitDetailFields idPrefix="unit-add" values={values} errors={errors} />
        <button type="submit" className="btn btn-dark justify-self-start" disabled={adding}>
          <Plus className="h-5 w-5" aria-hidden="true" />
          {t("adminUnits.add.submit")}
        </button>
      </Form>
    </section>
  );
}
