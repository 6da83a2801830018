import { Phone, X } from "lucide-react";
import { phoneHref, type Business } from "../config/business.ts";
import { useI18n } from "../i18n/react.tsx";
import { useModalDialog } from "./ui/use-modal-dialog.ts";

/**
 * 'Compte client' dialog. Sign-in and registration arrive with the accounts
 * issue; until then it says so and offers the phone line.
 */
export function AccountDialog({ open, onClose, business }: { open: boolean; onClose: () => void; business: Business }) {
  const { t } = useI18n();
  const ref = useModalDialog(open, onClose);
  return (
    <dialog ref={ref} className="modal" aria-labelledby="account-dialog-title">
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="account-dialog-title" className="text-xl font-bold">
            {t("account.title")}
          </h2>
          <button type="button" className="btn btn-ghost -m-2 px-2" onClick={onClose}>
            <X className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{t("common.close")}</span>
          </button>
        </div>
        <p className="mt-3 text-concrete-700">{t("common.comingSoon", { phone: business.phone })}</p>
        <a href={phoneHref(business.phone)} className="btn btn-dark mt-5">
          <Phone className="h-5 w-5" aria-hidden="true" />
          {business.phone}
        </a>
      </div>
    </dialog>
  );
}
