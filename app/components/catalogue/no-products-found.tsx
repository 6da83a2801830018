import { Link } from "react-router";
import { useI18n } from "../../i18n/react.tsx";

/** What a product listing shows when its search and filters leave nothing, with the way back to all of them. */
export function NoProductsFound({ resetTo, heading: Heading }: { resetTo: string; /** The level that fits the page's outline. */ heading: "h2" | "h3" }) {
  const { t } = useI18n();
  return (
    <div className="card mt-6 p-8 text-center">
      <Heading className="text-xl font-bold">{t("catalogue.listing.emptyTitle")}</Heading>
      <p className="mx-auto mt-2 max-w-lg text-concrete-700">{t("catalogue.listing.emptyText")}</p>
      <Link to={resetTo} className="btn btn-primary mt-5">
        {t("catalogue.listing.reset")}
      </Link>
    </div>
  );
}
