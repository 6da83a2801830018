/**
 * /admin/requests/:reference/handover — the handover at the counter: staff scan or type each
 * reserved unit's tag, its meter and condition, the ID checked, the deposit and who takes the
 * equipment; the customer reads the contract, signs on the screen and types their name. One post
 * (app/db/handovers.server.ts): refused whole, with the reason beside the field, or done whole.
 * Without JavaScript the typed name is the signature. Once done, the page shows the contract.
 *
 * Each unit may carry up to 4 photos of its condition (a multipart post): checked and written
 * before the transaction (app/photos/counter-photos.server.ts), their rows inserted with the
 * unit's assignment, their files removed again if the handover is refused or fails.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-handover";
import { staffDisplayName, staffMember } from "../auth/guards.server.ts";
import type { AdminActionResult } from "../components/admin/action-result.tsx";
import { HandoverScreen } from "../components/admin/units/handover-screen.tsx";
import { getEnv } from "../config/env.server.ts";
import { getDb } from "../db/client.server.ts";
import { handoverPage, recordHandover } from "../db/handovers.server.ts";
import { instanceMail } from "../db/quote-records.server.ts";
import { checkHandoverForm, COUNTER_POST_MAX_BYTES, unitFieldNames } from "../domain/rental/handover-form.ts";
import type { FieldErrors } from "../domain/validation/errors.ts";
import { formString } from "../domain/validation/fields.ts";
import { langFromPath, localizePath, translate } from "../i18n/index.ts";
import { checkPhotoFields, counterPhotosDir, processCounterPhotos, writeCounterPhotos, type WrittenCounterPhotos } from "../photos/counter-photos.server.ts";
import { logger } from "../platform/logger.server.ts";
import { readForm } from "../platform/read-form.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import { staticPageMeta } from "../seo/meta.ts";
import type { RouteFacts } from "./facts.ts";

/** The units' photos: more than the 256 KB of other forms (the cap is explained where it is set). */
export const handle = { page: { bodyBytes: COUNTER_POST_MAX_BYTES } } satisfies RouteFacts;

export const meta = staticPageMeta("admin", "/admin", ({ location }) => ({
  title: translate(langFromPath(location.pathname), "adminUnits.handover.metaTitle", { reference: location.pathname.split("/").at(-2) ?? "" }),
}));

export type HandoverResult = AdminActionResult & { errors?: FieldErrors; values?: Record<string, string> };

export async function loader({ params }: Route.LoaderArgs) {
  const page = await handoverPage(await getDb(), params.reference ?? "");
  if (!page) throw data(null, { status: 404 });
  return { ...page, contracts: page.contracts.map((contract) => ({ ...contract, signedAt: contract.signedAt.toISOString() })) };
}

export async function action(args: Route.ActionArgs) {
  const user = staffMember(args.context);
  const form = await readForm(args);
  const lang = langFromPath(new URL(args.request.url).pathname);
  const answer = (status: number, result: HandoverResult) => data<HandoverResult>(result, { status });
  const db = await getDb();
  const page = await handoverPage(db, args.params.reference ?? "");
  if (!page) return answer(404, { ok: false, intent: "handover", message: "adminUnits.handover.notAccepted" });
  const read = (name: string) => formString(form, name) ?? "";
  // The units' rows in the order checkHandoverForm lists them.
  const rows = page.products.flatMap((product) => Array.from({ length: product.units }, (_, i) => unitFieldNames(product.productId, i)));
  const names = rows.flatMap((row) => Object.values(row));
  // What was typed comes back with a refusal; the signature is drawn again, the photos chosen again.
  const values = Object.fromEntries([...names, "idKind", "idLast4", "deposit", "depositMethod", "depositReference", "takenBy", "signerName"].map((name) => [name, read(name)]));
  const checked = checkHandoverForm(read, page.products);
  const photoFields = checkPhotoFields(
    form,
    rows.map((row) => row.photos),
  );
  if (!checked.ok || Object.keys(photoFields.errors).length > 0) {
    const errors = { ...(checked.ok ? {} : checked.errors), ...photoFields.errors };
    return answer(checked.ok ? photoFields.status : 400, { ok: false, intent: "handover", message: "adminUnits.errors.summary", errors, values });
  }
  // The transaction would refuse these: no photo is decoded for nothing.
  if (page.out > 0) return answer(409, { ok: false, intent: "handover", message: "adminUnits.errors.alreadyHandedOver" });
  if (page.status !== "accepted") return answer(409, { ok: false, intent: "handover", message: "adminUnits.handover.notAccepted" });
  const processed = await processCounterPhotos(photoFields.files);
  if (!processed.ok) return answer(processed.status, { ok: false, intent: "handover", message: "adminUnits.errors.summary", errors: processed.errors, values });
  let photos: WrittenCounterPhotos | undefined;
  try {
    photos = await writeCounterPhotos(counterPhotosDir(getEnv().dataDir), processed.photos);
    const photoRows = photos.rows;
    const units = checked.value.units.map((unit, i) => ({ ...unit, photos: photoRows.get(rows[i]!.photos) ?? [] }));
    const done = await recordHandover(db, { submissionId: page.submissionId, ...checked.value, units }, { userId: user.id, name: staffDisplayName(user) }, await instanceMail(db));
    if (!done.ok) {
      await photos.remove();
      const fieldOf = (tag: string) => names.find((name) => name.startsWith("tag-") && read(name).trim().toUpperCase() === tag) ?? "";
      switch (done.reason) {
        case "unit-unknown":
        case "unit-wrong-product":
        case "unit-busy":
        case "unit-twice": {
          const key = { "unit-unknown": "unitUnknown", "unit-wrong-product": "unitWrongProduct", "unit-busy": "unitBusy", "unit-twice": "unitTwice" } as const;
          const message = `adminUnits.errors.${key[done.reason]}` as const;
          return answer(409, { ok: false, intent: "handover", message, vars: { tag: done.tag }, errors: done.tag ? { [fieldOf(done.tag)]: { key: message } } : {}, values });
        }
        case "units-count":
          return answer(409, { ok: false, intent: "handover", message: "adminUnits.errors.unitsCount", vars: { reserved: done.reserved }, values });
        case "already-handed-over":
          return answer(409, { ok: false, intent: "handover", message: "adminUnits.errors.alreadyHandedOver" });
        default:
          return answer(409, { ok: false, intent: "handover", message: "adminUnits.handover.notAccepted" });
      }
    }
    logger.info("equipment handed over", { reference: page.reference, contract: done.contractNumber, by: user.id });
    throw redirect(`${localizePath(`/admin/requests/${page.reference}/handover`, lang)}?done=${encodeURIComponent(done.contractNumber)}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    await photos?.remove();
    logger.error("handover not recorded", { requestId: args.context.get(requestInfoContext).requestId, reference: page.reference, by: user.id, error });
    return answer(500, { ok: false, intent: "handover", message: "adminUnits.errors.failed", values });
  }
}

export default function AdminHandoverRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <HandoverScreen page={loaderData} answer={actionData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
