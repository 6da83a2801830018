/** Status badge of the admin view (spec 4): 'Nouveau', 'En cours', 'Terminé', anything else 'Inconnu'. */
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";

const BADGES: Record<string, { label: MessageKey; className: string }> = {
  // New requests call for action: the safety accent, the one strong colour of the site.
  new: { label: "admin.status.new", className: "border-safety-600 bg-safety-50 text-safety-700" },
  in_progress: { label: "admin.status.in_progress", className: "border-ink bg-ink text-white" },
  completed: { label: "admin.status.completed", className: "border-success-700 bg-white text-success-700" },
};
const UNKNOWN = { label: "admin.status.unknown" as MessageKey, className: "border-concrete-300 bg-white text-concrete-700" };

export function statusLabelKey(status: string): MessageKey {
  return (BADGES[status] ?? UNKNOWN).label;
}

export function AdminStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const badge = BADGES[status] ?? UNKNOWN;
  return <span className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-bold ${badge.className}`}>{t(badge.label)}</span>;
}
