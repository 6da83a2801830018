/**
 * /admin/customers/:id — one customer's page in the back office: the profile, every
 * request (each opening its detail on the dashboard), and the staff role: granted or revoked
 * from here after a confirmation step (?confirm=grant|revoke), with its history.
 *
 * The action (intents "grant-staff" and "revoke-staff") starts with the origin check and the
 * guard; the rule and the change run in one transaction (app/db/staff-role.server.ts). Every
 * refusal is a 4xx with a translated message and changes nothing: no confirmation (400), no
 * such account (404), one's own role (403), a role from ADMIN_EMAILS (409).
 */
import { ArrowLeft } from "../components/ui/icons.tsx";
import { data, Link } from "react-router";
import type { Route } from "./+types/admin-customer";
import { staffDisplayName, staffMember } from "../auth/guards.server.ts";
import { ActionNotice, useActionToast, type AdminActionResult } from "../components/admin/action-result.tsx";
import { AdminHeader } from "../components/admin/admin-header.tsx";
import { CustomerProfileCard } from "../components/admin/customer-profile.tsx";
import { CustomerRequestsCard } from "../components/admin/customer-requests.tsx";
import { StaffBadge } from "../components/admin/staff-badge.tsx";
import { StaffRolePanel } from "../components/admin/staff-role-panel.tsx";
import { RouteError } from "../components/route-error.tsx";
import { getEnv } from "../config/env.server.ts";
import { getDb } from "../db/client.server.ts";
import { getCustomerDetail } from "../db/customers-admin.server.ts";
import { changeStaffRoleFromScreen, type ScreenRoleOutcome } from "../db/staff-role.server.ts";
import { readStaffRoleForm, type StaffRoleChange } from "../domain/staff-role.ts";
import { hasControlCharacter } from "../domain/validation/fields.ts";
import type { MessageKey } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { logger } from "../platform/logger.server.ts";
import { readForm } from "../platform/read-form.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import { staticPageMeta } from "../seo/meta.ts";

export const meta = staticPageMeta("adminCustomers", "/admin/customers");

/** The account id of the URL, or null for one no account can have (the database refuses NUL). */
function accountId(param: string | undefined): string | null {
  return param && param.length <= 200 && !hasControlCharacter(param) ? param : null;
}

export async function loader(args: Route.LoaderArgs) {
  const user = staffMember(args.context);
  const id = accountId(args.params.id);
  const customer = id ? await getCustomerDetail(await getDb(), id) : null;
  if (!customer) throw data(null, { status: 404 });
  const confirm = args.url.searchParams.get("confirm");
  const confirming: StaffRoleChange | null = confirm === "grant" || confirm === "revoke" ? confirm : null;
  return data({ customer, viewerId: user.id, confirming });
}

const REFUSALS: Record<Exclude<ScreenRoleOutcome, { ok: true }>["error"], { status: number; message: MessageKey }> = {
  "unknown-user": { status: 404, message: "adminCustomers.errors.unknownUser" },
  "own-role": { status: 403, message: "adminCustomers.errors.ownRole" },
  "env-role": { status: 409, message: "adminCustomers.errors.envRole" },
};

export async function action(args: Route.ActionArgs) {
  const env = getEnv();
  const user = staffMember(args.context);
  const form = await readForm(args);
  const intent = String(form.get("intent") ?? "unknown").slice(0, 40);
  const asked = readStaffRoleForm({ intent: form.get("intent"), confirm: form.get("confirm") });
  if (!asked.ok) {
    const message = asked.error === "unconfirmed" ? "adminCustomers.errors.unconfirmed" : "adminCustomers.errors.unknownAction";
    return data<AdminActionResult>({ ok: false, intent, message }, { status: 400 });
  }
  const id = accountId(args.params.id);
  if (!id) return data<AdminActionResult>({ ok: false, intent, message: REFUSALS["unknown-user"].message }, { status: 404 });
  try {
    const outcome = await changeStaffRoleFromScreen(await getDb(), { userId: id, change: asked.change, actor: { userId: user.id, name: staffDisplayName(user) } });
    if (!outcome.ok) {
      const refusal = REFUSALS[outcome.error];
      return data<AdminActionResult>({ ok: false, intent, message: refusal.message }, { status: refusal.status });
    }
    if (outcome.change !== "unchanged") logger.info(`staff role ${outcome.change} from the back office`, { account: id, by: user.id });
    return data<AdminActionResult>({ ok: true, intent, message: outcomeMessage(outcome, env.adminEmails) });
  } catch (error) {
    logger.error("staff role not changed", { requestId: args.context.get(requestInfoContext).requestId, account: id, change: asked.change, by: user.id, error });
    return data<AdminActionResult>({ ok: false, intent, message: "adminCustomers.errors.failed" }, { status: 500 });
  }
}

function outcomeMessage(outcome: Extract<ScreenRoleOutcome, { ok: true }>, adminEmails: readonly string[]): MessageKey {
  switch (outcome.change) {
    case "granted":
      return outcome.emailVerified ? "adminCustomers.outcome.granted" : "adminCustomers.outcome.grantedUnconfirmed";
    case "revoked":
      // As the command warns: a listed address gets the role back from the setting at its next sign-in.
      return adminEmails.includes(outcome.email.toLowerCase()) ? "adminCustomers.outcome.revokedStillListed" : "adminCustomers.outcome.revoked";
    case "unchanged":
      return "adminCustomers.outcome.unchanged";
  }
}

export default function AdminCustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const { customer } = loaderData;
  useActionToast(actionData);
  return (
    <>
      <AdminHeader
        view="customers"
        title={customer.name}
        lead={customer.email}
        actions={
          <>
            {customer.role === "admin" ? <StaffBadge /> : null}
            <Link to={href("/admin/customers")} className="btn btn-outline">
              <ArrowLeft className="h-5 w-5" aria-hidden="true" />
              {t("adminCustomers.detail.back")}
            </Link>
          </>
        }
      />
      <div className="container-page py-6 sm:py-8">
        <ActionNotice result={actionData} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)]">
          <div className="grid min-w-0 grid-cols-1 gap-6">
            <CustomerProfileCard customer={customer} />
            <StaffRolePanel customer={customer} viewerId={loaderData.viewerId} confirming={loaderData.confirming} />
          </div>
          <CustomerRequestsCard customer={customer} />
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError notFound={{ title: "adminCustomers.detail.notFoundTitle", message: "adminCustomers.detail.notFound" }} />;
}
