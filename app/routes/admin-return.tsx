/**
 * /admin/requests/:reference/return — the return at the counter: staff check each unit coming
 * back (a scanner's tag finds its row), its meter and condition, a damaged one to the shop, and
 * the charges (app/domain/rental/return-form.ts prices them from the accepted quote). One post
 * (app/db/returns.server.ts): refused whole with the reason beside the field, or recorded whole;
 * part of a rental may come back before the rest, and the last unit back completes it.
 *
 * Each unit back may carry up to 4 photos of its condition (a multipart post): checked and written
 * before the transaction (app/photos/counter-photos.server.ts), their rows inserted with the
 * return, their files removed again if the return is refused or fails.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-return";
import { staffDisplayName, staffMember } from "../auth/guards.server.ts";
import type { AdminActionResult } from "../components/admin/action-result.tsx";
import { ReturnScreen } from "../components/admin/units/return-screen.tsx";
import { getEnv } from "../config/env.server.ts";
import { getDb } from "../db/client.server.ts";
import { recordReturn, returnPage } from "../db/returns.server.ts";
import type { UnitPhotoFile } from "../db/handovers.server.ts";
import { COUNTER_POST_MAX_BYTES } from "../domain/rental/handover-form.ts";
import { checkReturnForm, returnFieldNames } from "../domain/rental/return-form.ts";
import type { FieldErrors } from "../domain/validation/errors.ts";
import { formString } from "../domain/validation/fields.ts";
import { langFromPath, localizePath, translate } from "../i18n/index.ts";
import { checkPhotoFields, counterPhotosDir, postedPhotos, processCounterPhotos, writeCounterPhotos, type WrittenCounterPhotos } from "../photos/counter-photos.server.ts";
import { logger } from "../platform/logger.server.ts";
import { readForm } from "../platform/read-form.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import { staticPageMeta } from "../seo/meta.ts";
import type { RouteFacts } from "./facts.ts";

/** The units' photos: more than the 256 KB of other forms (the cap is explained where it is set). */
export const handle = { page: { bodyBytes: COUNTER_POST_MAX_BYTES } } satisfies RouteFacts;

export const meta = staticPageMeta("admin", "/admin", ({ location }) => ({
  title: translate(langFromPath(location.pathname), "adminUnits.return.metaTitle", { reference: location.pathname.split("/").at(-2) ?? "" }),
}));

export type ReturnResult = AdminActionResult & { errors?: FieldErrors; values?: Record<string, string> };

export async function loader({ params }: Route.LoaderArgs) {
  const page = await returnPage(await getDb(), params.reference ?? "");
  if (!page) throw data(null, { status: 404 });
  const iso = (date: Date) => date.toISOString();
  return {
    ...page,
    out: page.out.map((unit) => ({ ...unit, handedAt: iso(unit.handedAt) })),
    back: page.back.map((unit) => ({ ...unit, returnedAt: iso(unit.returnedAt) })),
  };
}

export async function action(args: Route.ActionArgs) {
  const user = staffMember(args.context);
  const form = await readForm(args);
  const lang = langFromPath(new URL(args.request.url).pathname);
  const answer = (status: number, result: ReturnResult) => data<ReturnResult>(result, { status });
  const db = await getDb();
  const page = await returnPage(db, args.params.reference ?? "");
  if (!page) return answer(404, { ok: false, intent: "return", message: "adminUnits.return.notOut" });
  const read = (name: string) => formString(form, name) ?? "";
  // What was typed comes back with a refusal; the photos are chosen again.
  const values = Object.fromEntries(page.out.flatMap((unit) => Object.values(returnFieldNames(unit.assignmentId))).map((name) => [name, read(name)]));
  const checked = checkReturnForm(read, page.out, page.prices);
  // Photos of a unit not ticked as coming back would be lost without a word: refused beside them.
  const units = page.out.map(({ assignmentId }) => returnFieldNames(assignmentId));
  const notBack: FieldErrors = {};
  for (const names of units) if (read(names.back) !== "on" && postedPhotos(form, names.photos).length > 0) notBack[names.photos] = { key: "adminUnits.photos.errors.notBack" };
  const photoFields = checkPhotoFields(
    form,
    units.filter((names) => read(names.back) === "on").map((names) => names.photos),
  );
  if (!checked.ok || Object.keys(notBack).length > 0 || Object.keys(photoFields.errors).length > 0) {
    const errors = { ...(checked.ok ? {} : checked.errors), ...notBack, ...photoFields.errors };
    const status = !checked.ok || Object.keys(notBack).length > 0 ? 400 : photoFields.status;
    return answer(status, { ok: false, intent: "return", message: "adminUnits.errors.summary", errors, values });
  }
  // The transaction would refuse it: no photo is decoded for nothing.
  if (page.status !== "accepted") return answer(409, { ok: false, intent: "return", message: "adminUnits.return.notOut", values });
  const processed = await processCounterPhotos(photoFields.files);
  if (!processed.ok) return answer(processed.status, { ok: false, intent: "return", message: "adminUnits.errors.summary", errors: processed.errors, values });
  let photos: WrittenCounterPhotos | undefined;
  try {
    photos = await writeCounterPhotos(counterPhotosDir(getEnv().dataDir), processed.photos);
    const photoRows = photos.rows;
    const byAssignment = new Map<number, UnitPhotoFile[]>(page.out.map(({ assignmentId }) => [assignmentId, photoRows.get(returnFieldNames(assignmentId).photos) ?? []]));
    const done = await recordReturn(db, { submissionId: page.submissionId, value: checked.value, photos: byAssignment }, { userId: user.id, name: staffDisplayName(user) });
    if (!done.ok) {
      await photos.remove();
      return answer(409, { ok: false, intent: "return", message: done.reason === "not-out" ? "adminUnits.errors.notOut" : "adminUnits.return.notOut", values });
    }
    logger.info("equipment returned", { reference: page.reference, units: checked.value.units.length, complete: done.complete, by: user.id });
    throw redirect(`${localizePath(`/admin/requests/${page.reference}/return`, lang)}?done=${done.complete ? "all" : "part"}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    await photos?.remove();
    logger.error("return not recorded", { requestId: args.context.get(requestInfoContext).requestId, reference: page.reference, by: user.id, error });
    return answer(500, { ok: false, intent: "return", message: "adminUnits.errors.failed", values });
  }
}

export default function AdminReturnRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ReturnScreen page={loaderData} answer={actionData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
