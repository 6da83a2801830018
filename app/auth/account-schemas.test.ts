import { describe, expect, it } from "vitest";
import { checkForm, profileSchema, signInSchema, signUpSchema } from "./account-schemas.ts";

describe("account form rules", () => {
  it("treats absent fields like empty ones (an unticked box, an empty optional field)", () => {
    const check = checkForm(signUpSchema, { firstName: "A", lastName: "B", email: "a@example.com", password: "une phrase longue", confirmPassword: "une phrase longue" }, "accountArea.signUp.errors.required");
    expect(check).toEqual({ ok: false, fieldErrors: { privacyAccepted: "accountArea.signUp.errors.privacyRequired" }, formError: "accountArea.signUp.errors.privacyRequired" });
    expect(checkForm(signInSchema, {}, "accountArea.signIn.errors.required")).toMatchObject({ ok: false, formError: "accountArea.signIn.errors.required" });
  });

  it("normalises phone and postal code, refuses line breaks in names", () => {
    const check = checkForm(profileSchema, { firstName: " Marie ", lastName: "Roy", accountType: "entreprise", phone: "+1 (450) 555-0142", postalCode: "j5r1v8", city: "" }, "validation.requiredFields");
    expect(check).toEqual({
      ok: true,
      data: { firstName: "Marie", lastName: "Roy", accountType: "entreprise", phone: "+14505550142", postalCode: "J5R 1V8", city: null, company: null, address: null },
    });
    expect(checkForm(profileSchema, { firstName: "Marie\r\nBcc: x@y", lastName: "Roy", accountType: "particulier" }, "validation.requiredFields")).toMatchObject({
      ok: false,
      fieldErrors: { firstName: "quote.errors.lineBreak" },
    });
    expect(checkForm(profileSchema, { firstName: "", lastName: "Roy", accountType: "particulier", phone: "12" }, "validation.requiredFields")).toMatchObject({
      ok: false,
      formError: "validation.requiredFields",
      fieldErrors: { firstName: "validation.required", phone: "validation.invalidPhone" },
    });
    expect(checkForm(profileSchema, { firstName: "A", lastName: "B", accountType: "admin" }, "validation.requiredFields")).toMatchObject({ ok: false, fieldErrors: { accountType: "validation.pleaseSelect" } });
  });
});
