/**
 * Generated input against every action (finding 8), through the real
 * route modules and a real database: forms built from a valid one with fields
 * replaced by hostile text (control characters, lone surrogates, SQL, very long
 * values), dropped or added; cart lines with odd indices and values; reused form
 * keys; and the filters and links the staff and account pages read from their URL.
 *
 * For every input: never a 5xx, and a refused input (4xx) leaves every business
 * row as it was. Each generated request comes from its own client address, so
 * the per-IP rate limits (which count every attempt) never stop an input before
 * its validation; that is also what a botnet looks like.
 */
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { businessRows } from "../../tests/support/business-rows.ts";
import { describeEachDatabase, type DatabaseKind } from "../../tests/support/databases.ts";
import type { Db } from "../db/client.server.ts";
import { submissions } from "../db/schema.ts";
import { ADMIN_EMAIL, callRoute, installServices, signedInCookie, type CallOptions, type Observed } from "../../tests/support/route-harness.ts";
import { ACCOUNT_TYPES } from "../auth/account-types.ts";
import { REQUEST_STATUSES } from "../domain/request-status.ts";
import * as account from "./account.tsx";
import * as adminExport from "./admin-export.ts";
import * as admin from "./admin.tsx";
import * as confirmEmail from "./confirm-email.tsx";
import * as contact from "./contact.tsx";
import * as language from "./language.ts";
import * as profile from "./profile.tsx";
import * as quote from "./quote.tsx";
import * as resetPassword from "./reset-password.tsx";

/** Inputs that reached an action's validation, per database: the issue asks for 5,000 at least. */
const RUNS = { quote: 1500, contact: 1200, account: 800, confirmEmail: 300, resetPassword: 400, profile: 800, admin: 700 };
const MIN_VALIDATED = 5_000;
const TIMEOUT_MS = 600_000;

// ---------------------------------------------------------------- generated text

const CONTROLS = ["\u0000", "\u0001", "\u0007", "\u0008", "\t", "\n", "\u000b", "\u000c", "\r", "\u001b", "\u001f", "\u007f", "\u0085", "\u009f", "\u2028", "\u2029"];
const NASTY = [
  "",
  " ",
  "\u0000",
  "%00",
  "\\0",
  "'; drop table submissions; --",
  '" or 1=1 --',
  "$1",
  "<script>alert(1)</script>",
  '=HYPERLINK("http://evil.example")',
  "jean@example.com\r\nBcc: x@example.com",
  "。",
  "\uFEFF",
  "\uD800",
  "\uDFFF",
  "🏗️👷‍♀️",
  "Ǆ̶̡̛̤̱̈́",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x1F",
  "a".repeat(6_000),
  "é".repeat(300),
];

const withControl = fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROLS), fc.string({ maxLength: 20 })).map(([a, c, b]) => `${a}${c}${b}`);
const hostileText = fc.oneof(
  { weight: 3, arbitrary: withControl },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 300 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 100, maxLength: 6_000 }) },
);

type Fields = Record<string, string>;
type Mutation = { field: string; value: string | undefined };

/** A valid form, then up to `max` changes: a field replaced by hostile text or by a valid value of another field, or dropped. */
function mutatedForm(base: Fields, extraNames: fc.Arbitrary<string>, max = 4): fc.Arbitrary<Fields> {
  const names = Object.keys(base);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 5, arbitrary: fc.record({ field: fc.constantFrom(...names), value: hostileText }) },
    { weight: 1, arbitrary: fc.record({ field: fc.constantFrom(...names), value: fc.constant(undefined) }) },
    { weight: 1, arbitrary: fc.record({ field: fc.constantFrom(...names), value: fc.constantFrom(...Object.values(base)) }) },
    { weight: 1, arbitrary: fc.record({ field: extraNames, value: hostileText }) },
  );
  return fc.array(mutation, { maxLength: max }).map((mutations) => {
    const fields: Fields = { ...base };
    for (const { field, value } of mutations) {
      if (value === undefined) delete fields[field];
      else fields[field] = value;
    }
    return fields;
  });
}

const anyName = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom("website", "items[0].unitPrice", "items[99999999].id", "items[-1].id", "items[0].__proto__", "__proto__", "constructor", "status", "role", "userId"),
);

/** Multipart as a browser sends it, or URL-encoded: both are forms. */
const encoding = fc.constantFrom("multipart", "urlencoded");
function body(fields: Fields, as: string): BodyInit {
  if (as === "urlencoded") return new URLSearchParams(fields);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
const langPath = (path: string) => fc.constantFrom(path, `/en${path}`);

// ---------------------------------------------------------------- the forms

const FUTURE_START = "2031-03-10";
const FUTURE_END = "2031-03-17";
const SUBMISSION_KEYS = ["0f6c1a52-8a1e-4d5b-9f0e-1b2c3d4e5f60", "1f6c1a52-8a1e-4d5b-9f0e-1b2c3d4e5f61", "2f6c1a52-8a1e-4d5b-9f0e-1b2c3d4e5f62"];
const CUSTOMER_EMAILS = ["jean@example.com", "marie@example.com", "luc.roy@example.org"];

const submissionKey = fc.oneof(fc.constantFrom(...SUBMISSION_KEYS), fc.uuid(), fc.constant(undefined));

const quoteBase = fc
  .record({ email: fc.constantFrom(...CUSTOMER_EMAILS), key: submissionKey, delivery: fc.constantFrom("pickup", "delivery", "delivery-only") })
  .map(({ email, key, delivery }): Fields => ({
    firstName: "Jean",
    lastName: "Tremblay",
    company: "Béton Tremblay inc.",
    email,
    phone: "(514) 123-4567",
    address: "12, rue Principale",
    city: "Longueuil",
    postalCode: "j4k1a1",
    startDate: FUTURE_START,
    endDate: FUTURE_END,
    deliveryNeeded: delivery,
    deliveryLocationName: "Chantier Dubois",
    deliveryAddress: "300, rue Saint-Charles",
    deliveryCity: "Longueuil",
    deliveryPostalCode: "J4H 1C9",
    comments: "Dalle de 2000 pi²\nLivraison le matin",
    privacyAccepted: "on",
    rentalPolicyAccepted: "on",
    "items[0].id": "1",
    "items[0].quantity": "2",
    "items[0].period": "week",
    "items[0].transformerType": "transformer-industrial",
    "items[1].id": "8",
    "items[1].quantity": "10",
    "items[1].period": "fixed",
    ...(key ? { submissionKey: key } : {}),
  }));
const itemName = fc
  .tuple(fc.oneof(fc.nat({ max: 60 }), fc.constantFrom(999_999_999, 2 ** 53)), fc.constantFrom("id", "quantity", "period", "transformerType", "sweeperType", "diamondType", "unitPrice"))
  .map(([i, f]) => `items[${i}].${f}`);
const quoteForm = quoteBase.chain((base) => mutatedForm(base, fc.oneof(itemName, anyName)));

const contactBase = fc
  .record({ email: fc.constantFrom(...CUSTOMER_EMAILS), key: submissionKey, subject: fc.constantFrom("", "rental", "billing", "other") })
  .map(({ email, key, subject }): Fields => ({
    name: "Jean Tremblay",
    email,
    phone: "450 555-0142",
    subject,
    message: "Bonjour,\r\nAvez-vous une meuleuse libre samedi?",
    privacyAccepted: "on",
    ...(key ? { submissionKey: key } : {}),
  }));
const contactForm = contactBase.chain((base) => mutatedForm(base, anyName));

// Addresses with no confirmed account (a wrong password there only counts an attempt), and any address.
const ACCOUNT_EMAILS = ["paul@example.com", "Sophie.Gagnon@Example.com", "nouveau@chantier.example"];
const accountEmail = fc.oneof(fc.constantFrom(...ACCOUNT_EMAILS), fc.emailAddress(), fc.emailAddress());
const PASSWORD = "le beton coule bien";
const accountBase = fc
  .record({
    intent: fc.constantFrom("sign-in", "sign-up", "forgot-password", "resend-confirmation", "sign-in", "sign-up"),
    email: accountEmail,
    password: fc.constantFrom(PASSWORD, "motdepasse", "x"),
  })
  .map(({ intent, email, password }): Fields => ({
    intent,
    firstName: "Sophie",
    lastName: "Gagnon",
    email,
    phone: "450-555-0100",
    password,
    confirmPassword: password,
    privacyAccepted: "on",
    redirectTo: "/en/profile",
  }));
const accountForm = accountBase.chain((base) => mutatedForm(base, anyName, 3));

const confirmForm = accountEmail.chain((email) => mutatedForm({ intent: "resend-confirmation", email }, anyName, 2));
const resetForm = fc
  .oneof(fc.base64String({ minLength: 8, maxLength: 40 }), fc.constant("abcdefghijklmnopqrstuvwx"))
  .chain((token) => mutatedForm({ token, password: "une dalle bien lisse", confirmPassword: "une dalle bien lisse" }, anyName, 3));

const profileBase = fc.constantFrom(...ACCOUNT_TYPES).map((accountType): Fields => ({
  intent: "save-profile",
  firstName: "Marie",
  lastName: "Tremblay",
  accountType,
  phone: "514 555-0199",
  company: "Tremblay & fils",
  address: "45, boul. Taschereau",
  city: "La Prairie",
  postalCode: "J5R 1V8",
}));
const profileForm = profileBase.chain((base) => mutatedForm(base, anyName, 3));

// ---------------------------------------------------------------- what every answer must be

type Outcome = { validated: boolean };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * Follows the business rows from one answer to the next: an answer is never a 5xx, a
 * refused one (4xx) changed nothing, and a Location is always a path of ours.
 */
async function rowWatcher(db: Db) {
  let known = await businessRows(db);
  return async function expectSafe(label: string, answer: Observed, { writes = true } = {}): Promise<void> {
    if (answer.status >= 500) {
      throw new Error(`${label}: ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)} ${String(answer.thrown)}`);
    }
    if (answer.status >= 400 || !writes) expect(await businessRows(db), `${label}: a refused input (${answer.status}) wrote something`).toEqual(known);
    else known = await businessRows(db);
    if (answer.location !== null) expect(answer.location, label).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
  };
}

let clientNumber = 0;
/** A fresh client address per request: the per-IP limits never stop an input before its validation. */
function nextClientIp(): string {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
}

describeEachDatabase("generated input against every action", (current, kind: DatabaseKind) => {
  const validated: Record<string, number> = {};
  let undo: () => void = () => undefined;
  const logLevel = process.env.LOG_LEVEL;

  beforeAll(() => {
    // 5,000 answers would each log a line; errors (the sign of a 5xx) are still written.
    process.env.LOG_LEVEL = "error";
  });
  afterAll(() => {
    process.env.LOG_LEVEL = logLevel;
    const total = Object.values(validated).reduce((sum, n) => sum + n, 0);
    console.info(`[${kind}] generated inputs that reached validation: ${total}`, validated);
    expect(total).toBeGreaterThanOrEqual(MIN_VALIDATED);
  });
  beforeEach(() => {
    undo = installServices(current());
  });
  afterEach(() => undo());

  /** Runs `runs` generated requests against one action, checking each answer. */
  async function property<T>(name: string, runs: number, input: fc.Arbitrary<T>, request: (value: T) => CallOptions & { fn: Parameters<typeof callRoute>[0] }, outcome: (answer: Observed) => Outcome) {
    const expectSafe = await rowWatcher(current().db);
    let count = 0;
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(input, async (value) => {
        const { fn, ...options } = request(value);
        const answer = await callRoute(fn, { clientIp: nextClientIp(), ...options });
        await expectSafe(name, answer);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (outcome(answer).validated) count += 1;
      }),
      { numRuns: runs, endOnFailure: true },
    );
    validated[name] = count;
    console.info(`[${kind}] ${name}: ${count} of ${runs} reached validation; answers by status`, statuses);
    expect(count, `${name}: inputs that reached validation`).toBeGreaterThan(0);
  }

  /** The quote and contact answer: anything but a rate limit or the honeypot went through validation. */
  const submissionOutcome = (answer: Observed): Outcome => ({
    validated: isObject(answer.body) && typeof answer.body.ok === "boolean" && answer.body.reason !== "rate-limited" && answer.body.reason !== "honeypot",
  });
  /**
   * An account answer (AccountOutcome: the fields are checked first, so a per-address limit
   * answers after the check), or the redirect of a successful sign-in or reset.
   */
  const accountOutcome = (answer: Observed): Outcome => ({
    validated: (isObject(answer.body) && typeof answer.body.intent === "string") || (answer.status === 302 && answer.location !== "/" && answer.location !== "/en"),
  });

  it(
    "quote: never a 5xx, nothing written when refused",
    async () => {
      await property("quote", RUNS.quote, fc.tuple(quoteForm, encoding, langPath("/quote")), ([fields, as, path]) => ({ fn: quote.action, path, body: body(fields, as) }), submissionOutcome);
    },
    TIMEOUT_MS,
  );

  it(
    "contact: never a 5xx, nothing written when refused",
    async () => {
      await property("contact", RUNS.contact, fc.tuple(contactForm, encoding, langPath("/contact")), ([fields, as, path]) => ({ fn: contact.action, path, body: body(fields, as) }), submissionOutcome);
    },
    TIMEOUT_MS,
  );

  it(
    "account (sign in, sign up, forgotten password, new confirmation link): never a 5xx, nothing written when refused",
    async () => {
      // Signing out and an unknown intent are answered before any check of the fields: not counted.
      await property("account", RUNS.account, fc.tuple(accountForm, encoding, langPath("/account")), ([fields, as, path]) => ({ fn: account.action, path, body: body(fields, as) }), accountOutcome);
    },
    TIMEOUT_MS,
  );

  it(
    "new confirmation link form: never a 5xx, nothing written when refused",
    async () => {
      await property(
        "confirmEmail",
        RUNS.confirmEmail,
        fc.tuple(confirmForm, encoding, langPath("/confirm-email")),
        ([fields, as, path]) => ({ fn: confirmEmail.action, path, body: body(fields, as) }),
        accountOutcome,
      );
    },
    TIMEOUT_MS,
  );

  it(
    "password reset form: never a 5xx, nothing written when refused",
    async () => {
      await property(
        "resetPassword",
        RUNS.resetPassword,
        fc.tuple(resetForm, encoding, langPath("/reset-password")),
        ([fields, as, path]) => ({ fn: resetPassword.action, path, body: body(fields, as) }),
        accountOutcome,
      );
    },
    TIMEOUT_MS,
  );

  it(
    "profile: never a 5xx, the profile unchanged when refused",
    async () => {
      const cookie = await signedInCookie(current(), "marie@example.com");
      await property(
        "profile",
        RUNS.profile,
        fc.tuple(profileForm, encoding, langPath("/profile")),
        ([fields, as, path]) => ({ fn: profile.action, path, cookie, body: body(fields, as) }),
        (answer) => ({
          validated: isObject(answer.body) && typeof answer.body.ok === "boolean",
        }),
      );
    },
    TIMEOUT_MS,
  );

  it(
    "staff dashboard actions: never a 5xx, no status or e-mail changed when refused",
    async () => {
      const cookie = await signedInCookie(current(), ADMIN_EMAIL);
      // Requests to change: one per customer, stored by the quote action itself.
      for (const email of CUSTOMER_EMAILS) {
        const stored = await callRoute(quote.action, {
          path: "/quote",
          body: body({ ...fc.sample(quoteBase, 1)[0]!, email, submissionKey: crypto.randomUUID() }, "multipart"),
          clientIp: nextClientIp(),
        });
        if (!isObject(stored.body) || stored.body.ok !== true) throw new Error(`fixture not stored: ${JSON.stringify(stored.body)}`);
      }
      const ids = (await current().db.select({ id: submissions.id }).from(submissions)).map((row) => row.id);
      const adminForm = fc
        .record({
          // The quote's acts of the detail too, with their own fields.
          intent: fc.constantFrom("status", "retry-email", "status", "quote-accept", "quote-extend", "quote-returned", "quote-cancel"),
          id: fc.oneof(fc.constantFrom(...ids), fc.uuid()),
          status: fc.constantFrom(...REQUEST_STATUSES),
          version: fc.constantFrom("1", "2", "0", "x"),
          fullName: fc.constantFrom("Jean Tremblay", ""),
          conditionsAccepted: fc.constantFrom("on", ""),
          newEnd: fc.constantFrom("2027-01-15", "2026-02-30", ""),
          confirm: fc.constantFrom("on", ""),
          waiver: fc.constantFrom("", "force-majeure", "tired"),
          waiverDetails: fc.constantFrom("", "Tempête"),
        })
        .chain((base) => mutatedForm(base, anyName, 3));
      await property(
        "admin",
        RUNS.admin,
        fc.tuple(adminForm, encoding, langPath("/admin")),
        ([fields, as, path]) => ({ fn: admin.action, path, cookie, body: body(fields, as) }),
        (answer) => ({
          validated: isObject(answer.body) && typeof answer.body.intent === "string",
        }),
      );
    },
    TIMEOUT_MS,
  );

  it(
    "queries of the dashboard, the export and the account links: never a 5xx, nothing written",
    async () => {
      const cookie = await signedInCookie(current(), ADMIN_EMAIL);
      const withNul = fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\u0000${b}`);
      const queryValue = fc.oneof(hostileText, withNul, fc.constantFrom("new", "quote", "contact", "2026-05-01", "S-2026-000001", "outbox", "2", "en", "/en/quote"));
      const query = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys), queryValue, { minKeys: 1, maxKeys: 3 }).map((params) => new URLSearchParams(params).toString());
      const filters = ["status", "type", "from", "to", "q", "page", "request", "view"];
      const loaders = [
        [admin.loader, "/admin", cookie, filters],
        [adminExport.loader, "/admin/export.csv", cookie, filters],
        [resetPassword.loader, "/reset-password", undefined, ["token"]],
        [confirmEmail.loader, "/confirm-email", undefined, ["token"]],
        [language.loader, "/language", undefined, ["lang", "to"]],
      ] as const;
      const request = fc.constantFrom(...loaders).chain(([fn, path, withCookie, keys]) => fc.tuple(fc.constant({ fn, path, withCookie }), query([...keys])));
      const expectSafe = await rowWatcher(current().db);
      await fc.assert(
        fc.asyncProperty(request, fc.boolean(), async ([{ fn, path, withCookie }, search], english) => {
          const full = `${english && path !== "/language" ? `/en${path}` : path}?${search}`;
          const answer = await callRoute(fn, { method: "GET", path: full, cookie: withCookie, clientIp: nextClientIp() });
          // A GET changes nothing, whatever its answer.
          await expectSafe(`GET ${full}`, answer, { writes: false });
        }),
        { numRuns: 500, endOnFailure: true },
      );
    },
    TIMEOUT_MS,
  );

  it(
    "bodies that are not forms, on every action: a 4xx, nothing written",
    async () => {
      const cookie = await signedInCookie(current(), ADMIN_EMAIL);
      const actions = [
        [quote.action, "/quote"],
        [contact.action, "/contact"],
        [account.action, "/account"],
        [confirmEmail.action, "/confirm-email"],
        [resetPassword.action, "/reset-password"],
        [profile.action, "/profile"],
        [admin.action, "/admin"],
      ] as const;
      const contentType = fc.oneof(
        fc.constantFrom(
          undefined,
          "application/json",
          "text/plain",
          "application/xml",
          "multipart/form-data",
          "multipart/form-data; boundary=",
          "multipart/form-data; boundary=x",
          "application/x-www-form-urlencoded; charset=utf-16",
        ),
        fc.string({ maxLength: 40 }).filter((type) => /^[\x20-\x7e]*$/.test(type)),
      );
      const rawBody = fc.oneof(fc.string({ unit: "binary", maxLength: 300 }), fc.json(), fc.constantFrom('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', "--x--", "a=%ZZ&b=%00"));
      const expectSafe = await rowWatcher(current().db);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...actions), contentType, rawBody, async ([fn, path], type, raw) => {
          const answer = await callRoute(fn, { path, body: raw, headers: type === undefined ? {} : { "content-type": type }, cookie, clientIp: nextClientIp() });
          await expectSafe(`${path} ${String(type)}`, answer);
        }),
        { numRuns: 300, endOnFailure: true },
      );
    },
    TIMEOUT_MS,
  );
});
