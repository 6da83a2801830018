import { describe, expect, it } from "vitest";
import { checkForm } from "../domain/validation/check-form.ts";
import { forgotPasswordSchema, profileSchema, signInSchema, signUpSchema } from "./account-schemas.ts";

describe("account form rules", () => {
  it("treats absent fields like empty ones (an unticked box, an empty optional field)", () => {
    const check = checkForm(
      signUpSchema,
      { firstName: "A", lastName: "B", email: "a@example.com", password: "une phrase longue", confirmPassword: "une phrase longue" },
      { requiredSummary: "accountArea.signUp.errors.required" },
    );
    expect(check).toEqual({
      ok: false,
      errors: { privacyAccepted: { key: "accountArea.signUp.errors.privacyRequired" } },
      summary: { key: "accountArea.signUp.errors.privacyRequired" },
    });
    expect(checkForm(signInSchema, {}, { requiredSummary: "accountArea.signIn.errors.required" })).toMatchObject({ ok: false, summary: { key: "accountArea.signIn.errors.required" } });
  });

  it("normalises phone and postal code, refuses line breaks in names", () => {
    const check = checkForm(profileSchema, { firstName: " Marie ", lastName: "Roy", accountType: "entreprise", phone: "+1 (450) 555-0142", postalCode: "j5r1v8", city: "" });
    expect(check).toEqual({
      ok: true,
      value: { firstName: "Marie", lastName: "Roy", accountType: "entreprise", phone: "+14505550142", postalCode: "J5R 1V8", city: null, company: null, address: null },
    });
    expect(checkForm(profileSchema, { firstName: "Marie\r\nBcc: x@y", lastName: "Roy", accountType: "particulier" })).toMatchObject({
      ok: false,
      errors: { firstName: { key: "quote.errors.lineBreak" } },
    });
    expect(checkForm(profileSchema, { firstName: "", lastName: "Roy", accountType: "particulier", phone: "12" })).toMatchObject({
      ok: false,
      summary: { key: "validation.requiredFields" },
      errors: { firstName: { key: "validation.required" }, phone: { key: "validation.invalidPhone" } },
    });
    expect(checkForm(profileSchema, { firstName: "A", lastName: "B", accountType: "admin" })).toMatchObject({ ok: false, errors: { accountType: { key: "validation.pleaseSelect" } } });
  });

  // The quote form's rules, now shared: an e-mail is lower-cased, and too long is a length problem.
  it("uses the shared e-mail and postal-code rules", () => {
    expect(checkForm(forgotPasswordSchema, { email: "  Marie.Roy@Example.COM " })).toEqual({ ok: true, value: { email: "marie.roy@example.com" } });
    expect(checkForm(forgotPasswordSchema, { email: `${"a".repeat(250)}@example.com` })).toMatchObject({ ok: false, errors: { email: { key: "validation.maxChars", n: 254 } } });
    expect(checkForm(profileSchema, { firstName: "A", lastName: "B", accountType: "particulier", postalCode: "J5R 1V8X" })).toMatchObject({
      ok: false,
      errors: { postalCode: { key: "validation.maxChars", n: 7 } },
    });
  });
});
