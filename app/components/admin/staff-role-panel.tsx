/**
 * The staff role on the customer's page: the role and where it comes from, the one
 * change the screen allows (app/domain/staff-role.ts), its confirmation step, and the history
 * of the role. The confirmation is a second step of the page (?confirm=grant|revoke, a link),
 * the same with and without JavaScript: its form carries the confirmation the action requires,
 * and "Cancel" is a link back. The server checks everything again.
 */
import { History, ShieldCheck } from "../ui/icons.tsx";
import { ShieldOff, UserRound } from "../ui/admin-icons.tsx";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { CustomerDetail } from "../../db/customers-admin.server.ts";
import { decideStaffRoleChange, STAFF_ROLE_INTENTS, type StaffRoleChange } from "../../domain/staff-role.ts";
import { formatDateTime } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";
import { StaffBadge } from "./staff-badge.tsx";

export const CONFIRM_ANCHOR = "staff-role-confirm";

const note = "rounded-lg border border-concrete-200 bg-concrete-50 px-3 py-2.5 text-sm text-concrete-800";

export function StaffRolePanel({ customer, viewerId, confirming }: { customer: CustomerDetail; viewerId: string; confirming: StaffRoleChange | null }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const isStaff = customer.role === "admin";
  const wanted: StaffRoleChange = isStaff ? "revoke" : "grant";
  const decision = decideStaffRoleChange(customer, wanted, viewerId);
  const allowed = decision.ok && decision.change === wanted;
  const Icon = wanted === "grant" ? ShieldCheck : ShieldOff;
  return (
    <section aria-labelledby="staff-role-title" className="card p-4 sm:p-5">
      <h2 id="staff-role-title" className="mb-3 text-lg font-bold">
        {t("adminCustomers.role.title")}
      </h2>
      <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="text-sm text-concrete-700">{t("adminCustomers.role.current")}</dt>
        <dd className="mb-1 sm:mb-0">
          {isStaff ? (
            <StaffBadge />
          ) : (
            <span className="inline-flex items-center gap-1.5 font-semibold">
              <UserRound className="h-4 w-4 text-concrete-600" aria-hidden="true" />
              {t("adminCustomers.role.customer")}
            </span>
          )}
        </dd>
        {isStaff && customer.roleSource ? (
          <>
            <dt className="text-sm text-concrete-700">{t("adminCustomers.role.source")}</dt>
            <dd className="font-semibold">{t(`adminCustomers.role.sources.${customer.roleSource}`)}</dd>
          </>
        ) : null}
      </dl>

      {/* Why there is no button: both reasons when both hold (a staff member from ADMIN_EMAILS on their own page). */}
      {!decision.ok ? (
        <ul className="mt-4 space-y-2">
          {isStaff && customer.roleSource === "env" ? <li className={note}>{t("adminCustomers.role.envNote")}</li> : null}
          {customer.id === viewerId ? <li className={note}>{t("adminCustomers.role.ownNote")}</li> : null}
        </ul>
      ) : !isStaff ? (
        <p className="mt-4 text-sm text-concrete-700">{t("adminCustomers.role.customerNote")}</p>
      ) : null}

      {allowed && confirming === wanted ? (
        <RoleConfirmation customer={customer} change={wanted} action={pathname} />
      ) : allowed ? (
        <Link
          to={`?confirm=${wanted}#${CONFIRM_ANCHOR}`}
          preventScrollReset
          className={`mt-4 w-full sm:w-auto ${wanted === "grant" ? "btn btn-dark" : "btn btn-outline border-danger-700 text-danger-700"}`}
        >
          <Icon className="h-5 w-5" aria-hidden="true" />
          {t(wanted === "grant" ? "adminCustomers.role.grant" : "adminCustomers.role.revoke")}
        </Link>
      ) : null}

      <RoleHistory customer={customer} />
    </section>
  );
}

function RoleConfirmation({ customer, change, action }: { customer: CustomerDetail; change: StaffRoleChange; action: string }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === STAFF_ROLE_INTENTS[change];
  // With JavaScript the step appears in place: the keyboard and the screen reader go to it.
  useEffect(() => heading.current?.focus(), []);
  const names = { name: customer.name, email: customer.email };
  const danger = change === "revoke";
  return (
    <div id={CONFIRM_ANCHOR} className={`mt-4 scroll-mt-32 rounded-lg border-2 p-4 ${danger ? "border-danger-700 bg-danger-50" : "border-ink bg-concrete-50"}`}>
      <h3 ref={heading} tabIndex={-1} className="break-words text-base font-bold focus:outline-none">
        {t(danger ? "adminCustomers.role.confirm.revokeTitle" : "adminCustomers.role.confirm.grantTitle", names)}
      </h3>
      <p className="mt-1 text-sm text-concrete-800 wrap-anywhere">{t(danger ? "adminCustomers.role.confirm.revokeBody" : "adminCustomers.role.confirm.grantBody", names)}</p>
      {!danger && !customer.emailVerified ? <p className="mt-2 text-sm font-semibold text-concrete-800">{t("adminCustomers.role.confirm.unconfirmed")}</p> : null}
      <Form method="post" action={action} className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap">
        <input type="hidden" name="intent" value={STAFF_ROLE_INTENTS[change]} />
        <input type="hidden" name="confirm" value="yes" />
        <Link to={action} preventScrollReset className="btn btn-outline">
          {t("adminCustomers.role.confirm.cancel")}
        </Link>
        <button type="submit" disabled={submitting} className={`btn ${danger ? "bg-danger-700 text-white hover:opacity-90" : "btn-dark"}`}>
          {t(danger ? "adminCustomers.role.confirm.revoke" : "adminCustomers.role.confirm.grant")}
        </button>
      </Form>
    </div>
  );
}

function RoleHistory({ customer }: { customer: CustomerDetail }) {
  const { t, lang } = useI18n();
  return (
    <div className="mt-6 border-t border-concrete-200 pt-4">
      <h3 className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-concrete-700">
        <History className="h-4 w-4" aria-hidden="true" />
        {t("adminCustomers.role.history.title")}
      </h3>
      {customer.roleChanges.length === 0 ? (
        <p className="mt-2 text-sm text-concrete-700">{t("adminCustomers.role.history.empty")}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {customer.roleChanges.map((change, index) => (
            <li key={`${change.changedAt.toISOString()}-${index}`} className={`border-l-4 pl-3 text-sm ${change.action === "grant" ? "border-l-ink" : "border-l-danger-700"}`}>
              <span className="font-semibold text-ink">{t(change.action === "grant" ? "adminCustomers.role.history.grant" : "adminCustomers.role.history.revoke")}</span>{" "}
              <span className="text-concrete-800">{change.via === "cli" ? t("adminCustomers.role.history.byCommand") : t("adminCustomers.role.history.byStaff", { name: change.changedByName })}</span>
              <time dateTime={change.changedAt.toISOString()} className="block text-concrete-700">
                {formatDateTime(lang, change.changedAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
