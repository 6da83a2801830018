/** "Personnel" / "Staff": marks a staff account in the customer list and on its page. */
import { ShieldCheck } from "../ui/icons.tsx";
import { useI18n } from "../../i18n/react.tsx";

export function StaffBadge() {
  const { t } = useI18n();
  return (
    <span className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border border-ink bg-ink px-2 py-0.5 text-xs font-bold text-white">
      <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
      {t("adminCustomers.staffBadge")}
    </span>
  );
}

/** Whether the account's address is confirmed: a quiet mark when it is, a visible one when not. */
export function EmailStateBadge({ confirmed }: { confirmed: boolean }) {
  const { t } = useI18n();
  return confirmed ? (
    <span className="inline-flex items-center whitespace-nowrap rounded-full border border-success-700 bg-white px-2 py-0.5 text-xs font-bold text-success-700">
      {t("adminCustomers.email.confirmed")}
    </span>
  ) : (
    <span className="inline-flex items-center whitespace-nowrap rounded-full border border-concrete-300 bg-concrete-100 px-2 py-0.5 text-xs font-bold text-concrete-800">
      {t("adminCustomers.email.unconfirmed")}
    </span>
  );
}
