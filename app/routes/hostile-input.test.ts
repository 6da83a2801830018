/**
 * Input no page of ours sends, against the real route modules (finding
 * 8): a NUL in a text field or a filter, a body that is not a form, a form key
 * reused with another e-mail, a hostile redirect after signing in. Every one is
 * a 4xx with a translated message, and changes nothing.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { businessRows } from "../../tests/support/business-rows.ts";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { ADMIN_EMAIL, callRoute, formBody, installServices, signedInCookie, type Observed } from "../../tests/support/route-harness.ts";
import { translate } from "../i18n/index.ts";
import * as account from "./account.tsx";
import * as adminExport from "./admin-export.ts";
import * as admin from "./admin.tsx";
import * as confirmEmail from "./confirm-email.tsx";
import * as contact from "./contact.tsx";
import * as profile from "./profile.tsx";
import * as quote from "./quote.tsx";
import * as resetPassword from "./reset-password.tsx";

const quoteFields = (extra: Record<string, string> = {}) => ({
  firstName: "Jean",
  lastName: "Tremblay",
  email: "jean@example.com",
  phone: "450-555-0100",
  deliveryNeeded: "pickup",
  privacyAccepted: "on",
  rentalPolicyAccepted: "on",
  "items[0].id": "1",
  "items[0].quantity": "2",
  "items[0].period": "week",
  ...extra,
});
const contactFields = (extra: Record<string, string> = {}) => ({ name: "Jean Tremblay", email: "jean@example.com", message: "Bonjour", privacyAccepted: "on", ...extra });
const profileFields = (extra: Record<string, string> = {}) => ({ intent: "save-profile", firstName: "Marie", lastName: "Tremblay", accountType: "entreprise", ...extra });

const ACTIONS = { quote, contact, account, confirmEmail, resetPassword, profile, admin } as const;
const PATHS: Record<keyof typeof ACTIONS, string> = {
  quote: "/quote",
  contact: "/contact",
  account: "/account",
  confirmEmail: "/confirm-email",
  resetPassword: "/reset-password",
  profile: "/profile",
  admin: "/admin",
};

/** Bodies a browser's form never sends. */
const NOT_A_FORM: Array<[string, { body: string; headers: Record<string, string> }, number]> = [
  ["JSON", { body: JSON.stringify({ email: "jean@example.com" }), headers: { "content-type": "application/json" } }, 415],
  ["no content type", { body: "email=jean%40example.com", headers: {} }, 415],
  ["plain text", { body: "bonjour", headers: { "content-type": "text/plain" } }, 415],
  ["broken multipart", { body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', headers: { "content-type": "multipart/form-data; boundary=x" } }, 400],
  ["multipart without boundary", { body: "a=b", headers: { "content-type": "multipart/form-data" } }, 400],
];

describeEachDatabase("input no page of ours sends", (current) => {
  let undo: () => void = () => undefined;
  let adminCookie = "";
  beforeEach(async () => {
    undo = installServices(current());
    adminCookie = await signedInCookie(current(), ADMIN_EMAIL);
  });
  afterEach(() => undo());

  const cookieFor = (name: keyof typeof ACTIONS) => (name === "profile" || name === "admin" ? adminCookie : undefined);

  it("a NUL in a quote's comments, a contact's name or message, a profile's company: 400, the field's translated message, nothing written", async () => {
    const db = current().db;
    const before = await businessRows(db);
    const cases: Array<[string, Promise<Observed>, string]> = [
      ["quote comments", callRoute(quote.action, { path: "/quote", body: formBody(quoteFields({ comments: "Dalle\u0000de béton" })) }), "comments"],
      ["quote company", callRoute(quote.action, { path: "/en/quote", body: formBody(quoteFields({ company: "Béton\u0000inc." })) }), "company"],
      ["contact name", callRoute(contact.action, { path: "/contact", body: formBody(contactFields({ name: "Jean\u0000" })) }), "name"],
      ["contact message", callRoute(contact.action, { path: "/contact", body: new URLSearchParams(contactFields({ message: "a\u0000b" })) }), "message"],
      ["profile company", callRoute(profile.action, { path: "/profile", cookie: adminCookie, body: formBody(profileFields({ company: "\u0000" })) }), "company"],
      [
        "sign-up first name",
        callRoute(account.action, {
          path: "/account",
          body: formBody({
            intent: "sign-up",
            firstName: "Luc\u0000",
            lastName: "Roy",
            email: "luc@example.com",
            password: "le beton coule bien",
            confirmPassword: "le beton coule bien",
            privacyAccepted: "on",
          }),
        }),
        "firstName",
      ],
    ];
    for (const [label, pending, field] of cases) {
      const answer = await pending;
      expect(answer.status, label).toBe(400);
      expect(answer.body, label).toMatchObject({ fieldErrors: { [field]: { key: "validation.controlCharacters" } } });
    }
    expect(translate("fr", "validation.controlCharacters")).toMatch(/caractère invisible/);
    expect(translate("en", "validation.controlCharacters")).toMatch(/invisible character/);
    expect(await businessRows(db)).toEqual(before);
  });

  it("a NUL in a reset link's token: the page and its form say the link is broken, nothing is read", async () => {
    const page = await callRoute(resetPassword.loader, { method: "GET", path: "/reset-password?token=abc%00def" });
    expect(page).toMatchObject({ status: 200, body: { usable: false } });
    const posted = await callRoute(resetPassword.action, { path: "/reset-password", body: formBody({ token: "abc\u0000", password: "le beton coule bien", confirmPassword: "le beton coule bien" }) });
    expect(posted).toMatchObject({ status: 400, body: { ok: false, formError: "accountArea.reset.errors.invalidLink" } });
    // A confirmation link whose (unsigned) payload carries a NUL is an invalid link, not a failed query.
    const payload = Buffer.from(JSON.stringify({ email: "a\u0000@example.com" })).toString("base64url");
    const confirm = await callRoute(confirmEmail.loader, { method: "GET", path: `/confirm-email?token=x.${payload}.y` });
    expect(confirm).toMatchObject({ status: 400, body: { status: "invalid" } });
  });

  it("a NUL in the dashboard's search, its other filters, ?request= or the export's filters: 400 with a translated message", async () => {
    for (const [fn, path] of [
      [admin.loader, "/admin?q=b%00ton"],
      [admin.loader, "/admin?request=S-2026-000001%00"],
      [admin.loader, "/en/admin?status=new&from=2026-05-01%00"],
      [adminExport.loader, "/admin/export.csv?q=%00"],
      [adminExport.loader, "/en/admin/export.csv?type=quote%00"],
    ] as const) {
      const answer = await callRoute(fn, { method: "GET", path, cookie: adminCookie });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toBe(translate(path.startsWith("/en/") ? "en" : "fr", "error.badRequest"));
    }
  });

  it("a body that is not a form, on every action: 415 or 400 with a translated message, nothing written", async () => {
    const db = current().db;
    const before = await businessRows(db);
    for (const [name, action] of Object.entries(ACTIONS) as Array<[keyof typeof ACTIONS, (typeof ACTIONS)[keyof typeof ACTIONS]]>) {
      for (const [label, request, status] of NOT_A_FORM) {
        for (const lang of ["fr", "en"] as const) {
          const path = lang === "en" ? `/en${PATHS[name]}` : PATHS[name];
          const answer = await callRoute(action.action, { path, ...request, cookie: cookieFor(name) });
          expect(answer.status, `${name}, ${label}, ${lang}`).toBe(status);
          expect(answer.body, `${name}, ${label}, ${lang}`).toBe(translate(lang, "error.badRequest"));
        }
      }
    }
    expect(await businessRows(db)).toEqual(before);
  });

  it("a form whose intent no page sends: 400 with a translated message", async () => {
    for (const [action, path] of [
      [account.action, "/account"],
      [confirmEmail.action, "/en/confirm-email"],
      [admin.action, "/admin"],
    ] as const) {
      const answer = await callRoute(action, { path, body: formBody({ intent: "drop-everything", email: "jean@example.com" }), cookie: adminCookie });
      expect(answer.status, path).toBe(400);
      if (action !== admin.action) expect(answer.body, path).toBe(translate(path.startsWith("/en/") ? "en" : "fr", "error.badRequest"));
      else expect(answer.body, path).toMatchObject({ ok: false, message: "admin.errors.statusFailed" });
    }
  });

  it("a form key reused with another e-mail: 409 with a translated message, nothing written, the first request's reference never given", async () => {
    const db = current().db;
    const key = "0f6c1a52-8a1e-4d5b-9f0e-1b2c3d4e5f60";
    const first = await callRoute(quote.action, { path: "/quote", body: formBody(quoteFields({ submissionKey: key })), clientIp: "198.51.100.1" });
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    const contactKey = "1f6c1a52-8a1e-4d5b-9f0e-1b2c3d4e5f61";
    expect(await callRoute(contact.action, { path: "/contact", body: formBody(contactFields({ submissionKey: contactKey })), clientIp: "198.51.100.2" })).toMatchObject({ status: 200 });
    const before = await businessRows(db);

    const quoteAgain = await callRoute(quote.action, { path: "/quote", body: formBody(quoteFields({ submissionKey: key, email: "autre@example.com" })), clientIp: "198.51.100.3" });
    expect(quoteAgain).toMatchObject({ status: 409, body: { ok: false, reason: "already-sent", message: { key: "quote.errors.alreadySent" } } });
    const contactAgain = await callRoute(contact.action, { path: "/en/contact", body: formBody(contactFields({ submissionKey: contactKey, email: "other@example.com" })), clientIp: "198.51.100.4" });
    expect(contactAgain).toMatchObject({ status: 409, body: { ok: false, reason: "already-sent", message: { key: "quote.errors.alreadySent" } } });
    expect(JSON.stringify([quoteAgain.body, contactAgain.body])).not.toMatch(/[SC]-2026-/);
    expect(translate("fr", "quote.errors.alreadySent")).toMatch(/déjà été envoyé/);
    expect(translate("en", "quote.errors.alreadySent")).toMatch(/already sent/);
    expect(await businessRows(db)).toEqual(before);
  });

  it("a form posted without its key (before the scripts, or without them) and sent again is one request, whatever its line breaks; from elsewhere it is another", async () => {
    const db = current().db;
    const fields = contactFields({ message: "Une meuleuse samedi?\r\nMerci" });
    const first = await callRoute(contact.action, { path: "/contact", body: formBody(fields), clientIp: "198.51.100.7" });
    expect(first.status).toBe(200);
    const stored = await businessRows(db);
    // A refresh that posts again; a script that re-sends the same fields with LF line breaks.
    expect(await callRoute(contact.action, { path: "/contact", body: formBody(fields), clientIp: "198.51.100.7" })).toMatchObject({ status: 200, body: first.body });
    expect(await callRoute(contact.action, { path: "/contact", body: formBody({ ...fields, message: "Une meuleuse samedi?\nMerci" }), clientIp: "198.51.100.7" })).toMatchObject({
      status: 200,
      body: first.body,
    });
    expect(await businessRows(db)).toEqual(stored);
    // Someone else, at another address, who types the same words sends a message of their own.
    await callRoute(contact.action, { path: "/contact", body: formBody(fields), clientIp: "198.51.100.8" });
    expect(await businessRows(db)).not.toEqual(stored);
  });

  it("a hostile place to go after signing in: the sign-in succeeds and goes to the profile, never elsewhere, never a 500", async () => {
    for (const redirectTo of [
      "/\t/evil.example",
      "/\r/evil.example",
      "/\n/evil.example",
      "/profile\r\nSet-Cookie: a=b",
      "/\u0000/evil.example",
      "//evil。example",
      "/。/evil",
      "https://evil.example/",
    ]) {
      const answer = await callRoute(account.action, {
        path: "/account",
        body: formBody({ intent: "sign-in", email: ADMIN_EMAIL, password: "le beton coule bien", redirectTo }),
        clientIp: "198.51.100.9",
      });
      expect(answer.status, JSON.stringify(redirectTo)).toBe(302);
      expect(answer.location, JSON.stringify(redirectTo)).toBe("/profile");
      expect(answer.setCookies.length, JSON.stringify(redirectTo)).toBeGreaterThan(0);
    }
  });
});
