/**
 * The fleet in the back office (app/routes/admin-units.tsx): the scan field first (it takes the
 * focus, so a scanner can type at once), then every rented product with its units by state.
 */
import { Form, Link } from "react-router";
import { useI18n } from "../../../i18n/react.tsx";
import { ScanLine } from "../../ui/admin-icons.tsx";
import { TextField } from "../../ui/form-field.tsx";
import { AdminHeader } from "../admin-header.tsx";

type Row = { productId: number; name: string; available: number; rented: number; maintenance: number; retired: number };

export function FleetPage({ rows, notFound, empty }: { rows: Row[]; notFound: string | null; empty: boolean }) {
  const { t, href } = useI18n();
  const error = notFound !== null ? { key: "adminUnits.find.notFound" as const } : empty ? { key: "adminUnits.find.empty" as const } : undefined;
  return (
    <>
      <AdminHeader view="units" title={t("adminUnits.title")} lead={t("adminUnits.lead")} />
      <div className="container-page py-6 sm:py-8">
        <section aria-labelledby="find-unit-title" className="card p-4 sm:p-5">
          <h2 id="find-unit-title" className="sr-only">
            {t("adminUnits.find.submit")}
          </h2>
          <Form method="get" action={href("/admin/units")} className="flex flex-wrap items-start gap-3">
            <TextField
              name="tag"
              id="find-unit-tag"
              label={t("adminUnits.find.label")}
              hint={t("adminUnits.find.hint")}
              error={error}
              messageVars={{ tag: notFound ?? "" }}
              // oxlint-disable-next-line jsx-a11y/no-autofocus -- the screen exists to take a scan, and a scanner types wherever the focus is.
              autoFocus
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={200}
              defaultValue={notFound ?? ""}
              className="min-w-0 flex-1 basis-64"
              controlClassName="font-mono uppercase"
            />
            <button type="submit" className="btn btn-dark mt-7">
              <ScanLine className="h-5 w-5" aria-hidden="true" />
              {t("adminUnits.find.submit")}
            </button>
          </Form>
        </section>
        <section aria-labelledby="fleet-title" className="card mt-6 overflow-hidden">
          <h2 id="fleet-title" className="px-4 pt-4 text-lg font-bold sm:px-5">
            {t("adminUnits.list.title")}
          </h2>
          {rows.length === 0 ? (
            <p className="px-4 pt-2 pb-5 text-concrete-700 sm:px-5">{t("adminUnits.list.none")}</p>
          ) : (
            <div className="mt-2 overflow-x-auto">
              <table className="w-full min-w-[34rem] text-left text-sm">
                <thead className="border-y border-concrete-200 bg-concrete-50 text-concrete-700">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-semibold sm:px-5">
                      {t("adminUnits.list.product")}
                    </th>
                    {(["available", "rented", "maintenance", "retired"] as const).map((state) => (
                      <th key={state} scope="col" className="px-3 py-2 text-right font-semibold">
                        {t(`adminUnits.states.${state}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-concrete-200">
                  {rows.map((row) => (
                    <tr key={row.productId}>
                      <th scope="row" className="px-4 py-2.5 font-semibold sm:px-5">
                        <Link to={href(`/admin/products/${row.productId}/units`)} className="text-safety-700 underline underline-offset-2" aria-label={t("adminUnits.list.manage", { name: row.name })}>
                          {row.name}
                        </Link>
                      </th>
                      <td className="px-3 py-2.5 text-right tabular-nums">{row.available}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{row.rented}</td>
                      <td className={`px-3 py-2.5 text-right tabular-nums ${row.maintenance > 0 ? "font-bold text-safety-700" : ""}`}>{row.maintenance}</td>
                      <td className="px-3 py-2.5 text-right text-concrete-600 tabular-nums">{row.retired}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
