import { X } from "./icons.tsx";
import { useI18n } from "../../i18n/react.tsx";

/** The top of a modal dialog: its title (named by `titleId` for aria-labelledby) and a close button. */
export function DialogHeader({ titleId, title, onClose }: { titleId: string; title: string; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-6 sm:pt-6">
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <button type="button" className="btn btn-ghost -m-2 px-2" onClick={onClose}>
        <X className="h-5 w-5" aria-hidden="true" />
        <span className="sr-only">{t("common.close")}</span>
      </button>
    </div>
  );
}
