import { PackageOpen } from "../ui/icons.tsx";
import { Link } from "react-router";
import { useI18n } from "../../i18n/react.tsx";

/**
 * The empty cart. Before the browser has read the cart (server HTML, hydration) the page shows
 * `loading` in a box of exactly this size, so a visitor with an empty cart sees nothing move
 * (CLS 0); the hidden copy keeps the size in every language and width.
 */
export function EmptyCart({ loading }: { loading?: string }) {
  const { t, href } = useI18n();
  const content = (
    <>
      <PackageOpen className="h-10 w-10 text-concrete-500" aria-hidden="true" />
      <p className="mt-3 text-lg font-bold">{t("quote.cart.emptyTitle")}</p>
      <p className="mt-1 max-w-md text-concrete-700">{t("quote.cart.emptyText")}</p>
      {loading ? (
        <span className="btn btn-primary mt-5">{t("quote.cart.browse")}</span>
      ) : (
        <Link to={href("/categories")} className="btn btn-primary mt-5">
          {t("quote.cart.browse")}
        </Link>
      )}
    </>
  );
  const box = "flex flex-col items-center rounded-lg border-2 border-dashed border-concrete-300 bg-white px-6 py-10 text-center";
  if (!loading) return <div className={box}>{content}</div>;
  return (
    <div className={`relative ${box}`}>
      <div className="invisible flex flex-col items-center" aria-hidden="true">
        {content}
      </div>
      <p className="absolute inset-0 flex items-center justify-center p-6 text-concrete-600">{loading}</p>
    </div>
  );
}
