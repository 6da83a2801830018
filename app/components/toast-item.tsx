/**
 * One toast (./toast.tsx): its text, announced by its role inside the live list, its close button,
 * and the timer that closes it. Loaded with the first toast, not with every page.
 */
import { X } from "./ui/icons.tsx";
import { useEffect } from "react";
import { useI18n } from "../i18n/react.tsx";
import { dismissToast, type Toast } from "./toast.tsx";

const DURATION_MS = 6000;

export default function ToastItem({ item }: { item: Toast }) {
  const { t } = useI18n();
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id]);
  const destructive = item.variant === "destructive";
  return (
    <li className={`pointer-events-auto flex w-full gap-3 rounded-lg border p-4 shadow-lg ${destructive ? "border-danger-700 bg-danger-50 text-danger-700" : "border-concrete-200 bg-white text-ink"}`}>
      {/* The role sits inside the <li>: a list item must stay a list item. */}
      <div className="flex-1" role={destructive ? "alert" : "status"}>
        <p className="font-bold">{item.title}</p>
        {item.description ? <p className="mt-0.5 text-sm">{item.description}</p> : null}
      </div>
      <button type="button" onClick={() => dismissToast(item.id)} className="-m-1 flex h-9 w-9 items-center justify-center rounded-md hover:bg-black/5">
        <X className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{t("common.close")}</span>
      </button>
    </li>
  );
}
