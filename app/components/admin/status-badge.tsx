/**
 * Status badge of the admin view (spec 4): 'Nouveau', 'En cours', 'Soumission envoyée',
 * 'Réservée', 'Terminé', 'Refusée', 'Annulée', 'Expirée'; anything else 'Inconnu'. Each badge
 * is told apart by its words first, its colours second (WCAG 1.4.1).
 */
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";

const BADGES: Record<string, { label: MessageKey; className: string }> = {
  // New requests call for action: the safety accent, the one strong colour of the site.
  new: { label: "admin.status.new", className: "border-safety-600 bg-safety-50 text-safety-700" },
  in_progress: { label: "admin.status.in_progress", className: "border-ink bg-ink text-white" },
  // Waiting for the customer: outlined, nothing for staff to do.
  quoted: { label: "admin.status.quoted", className: "border-ink bg-white text-ink" },
  // Units held: the one filled green, it matters on the day of the handover.
  accepted: { label: "admin.status.accepted", className: "border-success-700 bg-success-700 text-white" },
  completed: { label: "admin.status.completed", className: "border-success-700 bg-white text-success-700" },
  declined: { label: "admin.status.declined", className: "border-danger-700 bg-white text-danger-700" },
  cancelled: { label: "admin.status.cancelled", className: "border-danger-700 bg-danger-50 text-danger-700" },
  expired: { label: "admin.status.expired", className: "border-concrete-300 bg-concrete-100 text-concrete-700" },
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
