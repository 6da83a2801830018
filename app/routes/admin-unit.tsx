/**
 * /admin/units/:tag — one unit, as a scanned label opens it: where it is (its state), its
 * details, the product's reservations ahead, its history; its details saved and its state
 * changed here. A tag typed in lower case, or a label's whole address, leads to the unit's own
 * address.
 *
 * Action intents "save-details" and "set-state" (available, maintenance, retired, with a note;
 * taking a unit out when the reservations need it asks for a confirmation). As in every action:
 * the origin check, then the guard; a bad form answers 400 and writes nothing.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-unit";
import { staffDisplayName, staffMember } from "../auth/guards.server.ts";
import type { AdminActionResult } from "../components/admin/action-result.tsx";
import { UnitPage } from "../components/admin/units/unit-page.tsx";
import { getDb } from "../db/client.server.ts";
import { findUnitPage, normaliseTag, setUnitState, updateUnitDetails } from "../db/rental-units.server.ts";
import { checkStateNote, checkUnitForm, STAFF_STATES, UNIT_FIELDS, type StaffState, type UnitField } from "../domain/rental/unit-form.ts";
import type { FieldErrors } from "../domain/validation/errors.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { formString } from "../domain/validation/fields.ts";
import { formatLongDate } from "../i18n/format-dates.ts";
import { langFromPath, localizePath, translate } from "../i18n/index.ts";
import { logger } from "../platform/logger.server.ts";
import { readForm } from "../platform/read-form.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import { staticPageMeta } from "../seo/meta.ts";

export const meta = staticPageMeta("adminProducts", "/admin/units", ({ location }) => ({
  title: translate(langFromPath(location.pathname), "adminUnits.unit.metaTitle", { tag: decodeURIComponent(location.pathname.split("/").at(-1) ?? "") }),
}));

export type UnitActionResult = AdminActionResult & { errors?: FieldErrors; values?: Record<string, string> };

export async function loader({ params, url }: Route.LoaderArgs) {
  const typed = params.tag ?? "";
  const tag = normaliseTag(typed);
  // One address per unit: a scanner or a person may type it in lower case.
  if (tag !== typed && /^[A-Z0-9-]{2,24}$/.test(tag)) throw redirect(localizePath(`/admin/units/${tag}`, langFromPath(url.pathname)));
  const page = await findUnitPage(await getDb(), tag, todayInBusinessZone());
  if (!page) throw data(null, { status: 404 });
  return { ...page, history: page.history.map((event) => ({ ...event, at: event.at.toISOString() })) };
}

export async function action(args: Route.ActionArgs) {
  const user = staffMember(args.context);
  const form = await readForm(args);
  const intent = String(form.get("intent") ?? "unknown").slice(0, 40);
  const answer = (status: number, result: UnitActionResult) => data<UnitActionResult>(result, { status });
  const actor = { userId: user.id, name: staffDisplayName(user) };
  const db = await getDb();
  const found = await findUnitPage(db, args.params.tag ?? "", todayInBusinessZone());
  if (!found) return answer(404, { ok: false, intent, message: "adminUnits.errors.unitGone" });
  const unitId = found.unit.id;
  try {
    if (intent === "save-details") {
      const values = Object.fromEntries(UNIT_FIELDS.map((field) => [field, formString(form, field) ?? ""])) as Record<UnitField, string>;
      const checked = checkUnitForm(values, { withTag: false });
      if (!checked.ok) return answer(400, { ok: false, intent, message: "adminUnits.errors.summary", errors: checked.errors, values });
      const { tag: _tag, ...details } = checked.value;
      const saved = await updateUnitDetails(db, unitId, details, actor);
      if (!saved.ok)
        return saved.reason === "unchanged" ? answer(200, { ok: true, intent, message: "adminUnits.details.unchanged" }) : answer(404, { ok: false, intent, message: "adminUnits.errors.unitGone" });
      logger.info("unit details saved", { unitId, by: user.id });
      return answer(200, { ok: true, intent, message: "adminUnits.details.saved" });
    }
    if (intent !== "set-state") return answer(400, { ok: false, intent: "unknown", message: "adminUnits.errors.unknownAction" });
    const values = { to: formString(form, "to") ?? "", note: formString(form, "note") ?? "" };
    const to = STAFF_STATES.find((state) => state === values.to);
    const note = checkStateNote(values.note);
    const errors: FieldErrors = { ...(to ? {} : { to: { key: "adminUnits.errors.state" } }), ...(note.ok ? {} : { note: note.error }) };
    if (!to || !note.ok) return answer(400, { ok: false, intent, message: "adminUnits.errors.summary", errors, values });
    const changed = await setUnitState(db, { unitId, to: to satisfies StaffState, note: note.note, confirm: form.get("confirm") === "on", today: todayInBusinessZone() }, actor);
    if (!changed.ok) {
      switch (changed.reason) {
        case "unchanged":
          return answer(200, { ok: true, intent, message: "adminUnits.details.unchanged" });
        case "out-on-rental":
          return answer(409, { ok: false, intent, message: "adminUnits.errors.outOnRental" });
        case "reserved":
          return answer(409, {
            ok: false,
            intent,
            message: "adminUnits.errors.reserved",
            vars: { date: formatLongDate(langFromPath(new URL(args.request.url).pathname), changed.day), count: changed.short },
            values: { ...values, askConfirm: "1" },
          });
        default:
          return answer(404, { ok: false, intent, message: "adminUnits.errors.unitGone" });
      }
    }
    logger.info("unit state changed", { unitId, to, by: user.id });
    return answer(200, { ok: true, intent, message: "adminUnits.state.changed", vars: { state: translate(langFromPath(new URL(args.request.url).pathname), `adminUnits.states.${to}`) } });
  } catch (error) {
    logger.error("unit not changed", { requestId: args.context.get(requestInfoContext).requestId, unitId, intent, by: user.id, error });
    return answer(500, { ok: false, intent, message: "adminUnits.errors.failed" });
  }
}

export default function AdminUnitRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UnitPage {...loaderData} answer={actionData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
