import type { Messages } from "../types.ts";

/** English messages under "validation.*" (the same keys as ../fr/validation.ts). */
export const enValidation: Messages["validation"] = {
  errorTitle: "Error",
  required: "This field is required",
  invalidEmail: "Invalid email address",
  invalidPhone: "Invalid phone number",
  minChars: "Minimum {n} characters",
  maxChars: "Maximum {n} characters",
  pleaseSelect: "Please make a selection",
  invalidPostalCode: "Invalid postal code (e.g. J5R 1V8)",
  requiredFields: "Please fill in all required fields.",
  controlCharacters: "This field contains an invisible character that is not allowed",
};
