import { useI18n } from "../../i18n/react.tsx";
import type { AddedFromAddress } from "../../routes/quote.tsx";

/** The line sent from a product page without scripts, as the server shows it until they arrive. */
export function AddedLine({ added }: { added: AddedFromAddress }) {
  const { t } = useI18n();
  const { line } = added;
  return (
    <div className="card p-5">
      <p className="font-bold">{added.name}</p>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-concrete-600">{t("quote.cart.quantity")}</dt>
          <dd className="font-semibold">{line.quantity}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-concrete-600">{t("quote.cart.period")}</dt>
          <dd className="font-semibold">{added.when ?? t(line.period === "week" ? "quote.cart.week" : "quote.cart.day")}</dd>
        </div>
      </dl>
    </div>
  );
}
