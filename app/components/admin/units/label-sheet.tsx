/**
 * The printable sheet of unit labels (app/routes/admin-unit-labels.tsx). On paper only the
 * labels print: three across on letter paper, each 2⅝ × 1¼ in, never split across pages.
 */
import { Link } from "react-router";
import { useI18n } from "../../../i18n/react.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { ArrowLeft } from "../../ui/icons.tsx";
import { Printer } from "../../ui/admin-icons.tsx";
import { AdminHeader } from "../admin-header.tsx";

const PRINT_ONLY_LABELS = `@media print {
  @page { size: letter; margin: 0.5in 0.19in; }
  body * { visibility: hidden; }
  .label-sheet, .label-sheet * { visibility: visible; }
  .label-sheet { position: absolute; inset: 0 auto auto 0; width: 100%; margin: 0; padding: 0; }
}`;

export function LabelSheet({ product, labels }: { product: { id: number; name: string }; labels: { id: number; tag: string; qr: string }[] }) {
  const { t, href } = useI18n();
  const hydrated = useHydrated();
  const actions = (
    <>
      <Link to={href(`/admin/products/${product.id}/units`)} className="btn btn-ghost">
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        {t("adminUnits.labels.back")}
      </Link>
      {/* Printing from the page needs its script; without it, the browser's own menu does the same. */}
      {hydrated && labels.length > 0 ? (
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <Printer className="h-5 w-5" aria-hidden="true" />
          {t("adminUnits.labels.print")}
        </button>
      ) : null}
    </>
  );
  return (
    <>
      {/* Hoisted into the head by React (a style with href and precedence): a style in the body may only style what follows it. */}
      <style href="label-sheet-print" precedence="default">
        {PRINT_ONLY_LABELS}
      </style>
      <AdminHeader view="units" title={t("adminUnits.labels.title", { name: product.name })} lead={t("adminUnits.labels.lead", { count: labels.length })} actions={actions} />
      <div className="container-page py-6 sm:py-8">
        <p className="mb-4 text-sm text-concrete-700">{t("adminUnits.labels.printHint")}</p>
        {labels.length === 0 ? (
          <p className="card p-6 text-concrete-700">{t("adminUnits.labels.none")}</p>
        ) : (
          <ul className="label-sheet grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-x-[0.125in] print:gap-y-0">
            {labels.map((label) => (
              <li
                key={label.id}
                className="flex h-[1.25in] break-inside-avoid items-center gap-3 overflow-hidden rounded-md border border-concrete-300 bg-white p-2.5 print:rounded-none print:border-dashed"
              >
                <img src={label.qr} alt={t("adminUnits.labels.qr", { tag: label.tag })} width={96} height={96} className="h-[0.95in] w-[0.95in] shrink-0" />
                <div className="min-w-0">
                  <p className="font-mono text-2xl leading-tight font-extrabold tracking-wide">{label.tag}</p>
                  <p className="mt-1 line-clamp-2 text-sm leading-snug font-semibold">{product.name}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
