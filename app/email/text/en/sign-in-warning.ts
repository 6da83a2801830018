import type { Catalogue } from "../../../i18n/types.ts";
import type { frSignInWarning } from "../fr/sign-in-warning.ts";

/** English texts of the warning after repeated failed sign-ins: same keys as ../fr/sign-in-warning.ts. */
export const enSignInWarning: Catalogue<typeof frSignInWarning> = {
  mailSubject: "Sign-in attempts on your account – {business}",
  title: "Sign-in attempts refused",
  lead: "Several attempts to sign in to your customer account failed: the password was wrong. For your security, each new try must now wait a few minutes, 15 minutes at most, whatever the device.",
  ifYou: "If it was you, wait a few minutes before trying again, or choose a new password with the link below.",
  ifNotYou: "If it was not you, these tries did not open your account. To be safe, choose a new password that you use on no other site.",
  button: "Choose a new password",
  oncePerDay: "You receive at most one warning of this kind a day.",
};
