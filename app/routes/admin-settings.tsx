/**
 * /admin/settings — back office, settings area: the business's identity, e-mails,
 * address and position, opening hours, emergency line, service area and tax numbers, which
 * every page, e-mail and the structured data read (app/db/business-settings.server.ts); beside
 * them, the backups of the embedded database (app/backup/), each downloadable.
 *
 * Staff only, like every address of the back office (routes/staff-layout.tsx).
 * One form, one intent ("save-settings"), a plain POST that works without JavaScript; the
 * browser checks it first with the action's own schema. A bad value answers 400 with its
 * message by the field, a save over someone else's newer one 409: nothing is stored.
 */
import { data } from "react-router";
import type { Route } from "./+types/admin-settings";
import { formValues } from "../auth/account-limits.ts";
import { staffDisplayName, staffMember } from "../auth/guards.server.ts";
import { AdminHeader } from "../components/admin/admin-header.tsx";
import { SettingsForm, useSettingsAnswerToast, type SettingsSaveAnswer } from "../components/admin/settings-form.tsx";
import { SettingsSideCards } from "../components/admin/settings-side-cards.tsx";
import { BackupsCard } from "../components/admin/backups-card.tsx";
import { backupsOverview } from "../backup/backups-folder.server.ts";
import { getEnv } from "../config/env.server.ts";
import { requestBusinessSettings, saveBusinessSettings } from "../db/business-settings.server.ts";
import { getDb } from "../db/client.server.ts";
import { settingsFormValues } from "../domain/business-settings.ts";
import { useI18n } from "../i18n/react.tsx";
import { logger } from "../platform/logger.server.ts";
import { readForm } from "../platform/read-form.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import { staticPageMeta } from "../seo/meta.ts";

export const meta = staticPageMeta("adminSettings", "/admin/settings");

export async function loader(args: Route.LoaderArgs) {
  const effective = await requestBusinessSettings(args.context);
  return data({
    version: effective.version,
    values: settingsFormValues(effective.settings),
    defaults: settingsFormValues(effective.defaults),
    changed: effective.changed,
    lastChange: effective.lastChange ? { byName: effective.lastChange.byName, at: effective.lastChange.at.toISOString() } : null,
    backups: backupsOverview(getEnv()),
  });
}

/** The form's version field: the settings' version it was filled from. */
function baseVersionOf(value: FormDataEntryValue | null): number | undefined {
  return typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

export async function action(args: Route.ActionArgs) {
  const env = getEnv();
  const user = staffMember(args.context);
  const form = await readForm(args);
  if (form.get("intent") !== "save-settings") {
    return data<SettingsSaveAnswer>({ ok: false, message: { key: "error.badRequest" }, fieldErrors: {} }, { status: 400 });
  }
  const values = formValues(form);
  // Without JavaScript the page is rendered again: what was typed stays typed.
  const typed = Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === "string")) as Record<string, string>;
  try {
    const result = await saveBusinessSettings(await getDb(), {
      values,
      baseVersion: baseVersionOf(form.get("version")),
      actor: { userId: user.id, name: staffDisplayName(user) },
      defaults: env.settingsDefaults,
    });
    if (result.outcome === "invalid") return data<SettingsSaveAnswer>({ ok: false, message: result.summary, fieldErrors: result.errors, values: typed }, { status: 400 });
    if (result.outcome === "conflict") return data<SettingsSaveAnswer>({ ok: false, message: { key: "adminSettings.errors.conflict" }, fieldErrors: {}, values: typed }, { status: 409 });
    logger.info("business settings saved", { version: result.version, by: user.id });
    return data<SettingsSaveAnswer>({ ok: true });
  } catch (error) {
    logger.error("business settings not saved", { requestId: args.context.get(requestInfoContext).requestId, by: user.id, error });
    return data<SettingsSaveAnswer>({ ok: false, message: { key: "adminSettings.errors.saveFailed" }, fieldErrors: {}, values: typed }, { status: 500 });
  }
}

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { version, values, defaults, changed, lastChange, backups } = loaderData;
  useSettingsAnswerToast(actionData);
  return (
    <>
      <AdminHeader view="settings" title={t("pages.adminSettings.title")} lead={t("adminSettings.lead")} />
      <div className="container-page grid items-start gap-6 py-6 sm:py-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {/* A new version (this save or another's) gives a fresh form with the stored values. */}
          <SettingsForm key={version} version={version} values={values} defaults={defaults} changed={changed} answer={actionData} />
        </div>
        <div className="space-y-6">
          <SettingsSideCards lastChange={lastChange} changedCount={changed.length} />
          <BackupsCard overview={backups} />
        </div>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
