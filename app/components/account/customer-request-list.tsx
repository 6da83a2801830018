/**
 * The customer's quote requests on /profile (spec 4), one card each; with
 * none yet, an invitation to ask for a first quote.
 */
import { ClipboardList } from "../ui/icons.tsx";
import { Link, useNavigation } from "react-router";
import type { CustomerRequest } from "../../db/customer-requests.server.ts";
import { useI18n } from "../../i18n/react.tsx";
import { CustomerRequestCard } from "./customer-request-card.tsx";

export function CustomerRequestList({ requests }: { requests: readonly CustomerRequest[] }) {
  const { t, href } = useI18n();
  const navigation = useNavigation();
  if (navigation.state === "loading" && navigation.location.pathname === href("/profile") && requests.length === 0) {
    return <p className="text-concrete-700">{t("accountArea.requests.loading")}</p>;
  }
  if (requests.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-concrete-300 p-6 text-center">
        <ClipboardList className="mx-auto h-8 w-8 text-concrete-500" aria-hidden="true" />
        <p className="mt-3 font-semibold">{t("accountArea.requests.empty")}</p>
        <Link to={href("/quote")} className="btn btn-primary mt-4">
          {t("accountArea.requests.newRequest")}
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {requests.map((request) => (
        <li key={request.id}>
          <CustomerRequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}
