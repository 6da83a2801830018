/**
 * The private link's "Votre location" on the server (./quote-link.tsx): the two requests a
 * customer makes of a rental under way — a pickup, an extension — checked as a form (each field
 * its translated error, a 400), then asked of the data layer (app/db/rental-requests.server.ts),
 * whose refusals come back in the customer's words: a day outside what the rental allows on its
 * field (400), the equipment not free until the new end, a request already waiting, a rental
 * no longer under way (409). The page's action (./quote-link.server.ts) turns the outcome into
 * its answer or its redirect.
 */
import { askExtension, askPickup, type AskRefusal } from "../db/rental-requests.server.ts";
import type { Db } from "../db/client.server.ts";
import type { QuoteMail } from "../db/quote-records.server.ts";
import { quoteForLink } from "../db/quotes.server.ts";
import { checkForm } from "../domain/validation/check-form.ts";
import type { FieldErrors } from "../domain/validation/errors.ts";
import { formString } from "../domain/validation/fields.ts";
import { EXTENSION_FIELDS, extensionRequestSchema, PICKUP_FIELDS, pickupRequestSchema, type RentalAskIntent } from "../domain/validation/rental-request-form.ts";
import { formatLongDate } from "../i18n/format-dates.ts";
import type { Lang, MessageKey, Vars } from "../i18n/index.ts";
import { refusedRequest } from "../platform/read-form.server.ts";

export type RentalAskOutcome =
  | { ok: true; done: "pickup-asked" | "extension-asked" }
  | { ok: false; status: 400 | 404 | 409; message: { key: MessageKey; vars?: Vars }; fieldErrors?: FieldErrors; values?: Record<string, string> };

type AskInput = { db: Db; token: string; lang: Lang; mail: QuoteMail; intent: RentalAskIntent; form: FormData; now?: Date };

export async function askFromLink(input: AskInput): Promise<RentalAskOutcome> {
  const { lang } = input;
  const pickup = input.intent === "ask-pickup";
  const field = pickup ? "date" : "newEnd";
  const values = { [field]: formString(input.form, field) ?? "", note: formString(input.form, "note") ?? "" };
  const check = pickup ? checkForm(pickupRequestSchema, values, { order: PICKUP_FIELDS }) : checkForm(extensionRequestSchema, values, { order: EXTENSION_FIELDS });
  if (!check.ok) return { ok: false, status: 400, fieldErrors: check.errors, values, message: { key: check.summary.key, vars: check.summary.n === undefined ? {} : { n: check.summary.n } } };

  // The link's own rule first (unknown, or past its last day: not found), then the rental's.
  const view = await quoteForLink(input.db, input.token, input.now);
  if (!view) return { ok: false, status: 404, message: { key: "quoteLink.errors.notOpen" } };
  const note = check.value.note ?? null;
  const outcome =
    "date" in check.value
      ? await askPickup(input.db, { submissionId: view.submissionId, date: check.value.date, note, mail: input.mail, now: input.now })
      : await askExtension(input.db, { submissionId: view.submissionId, newEnd: check.value.newEnd, note, mail: input.mail, now: input.now });
  if (outcome.ok) return { ok: true, done: pickup ? "pickup-asked" : "extension-asked" };
  return refusal(outcome, { lang, field, pickup, values });
}

function refusal(outcome: AskRefusal, ctx: { lang: Lang; field: string; pickup: boolean; values: Record<string, string> }): RentalAskOutcome {
  const { lang, field, pickup, values } = ctx;
  const day = (date: string) => formatLongDate(lang, date);
  switch (outcome.reason) {
    case "not-found":
      return { ok: false, status: 404, message: { key: "quoteLink.errors.notOpen" } };
    case "invalid":
      // The form checks what the data layer checks: this is a post no page of ours sends.
      throw refusedRequest(lang);
    case "not-under-way":
      return { ok: false, status: 409, message: { key: "quoteLink.rental.errors.notUnderWay" } };
    case "waiting":
      return { ok: false, status: 409, values, message: { key: pickup ? "quoteLink.rental.errors.pickupWaiting" : "quoteLink.rental.errors.extensionWaiting" } };
    case "out-of-window":
      return {
        ok: false,
        status: 400,
        values,
        fieldErrors: { [field]: { key: pickup ? "quoteLink.rental.errors.pickupDateOutside" : "quoteLink.rental.errors.newEndOutside" } },
        message: { key: pickup ? "quoteLink.rental.errors.pickupWindow" : "quoteLink.rental.errors.extensionWindow", vars: { first: day(outcome.window.first), last: day(outcome.window.last) } },
      };
    case "unavailable":
      return {
        ok: false,
        status: 409,
        values,
        fieldErrors: { [field]: { key: "quoteLink.rental.errors.newEndUnavailable" } },
        message: { key: "quoteLink.rental.errors.unavailable", vars: { product: outcome.product[lang] || outcome.product.fr, date: day(outcome.shortOn) } },
      };
  }
}
