import type { Catalogue } from "../../../i18n/types.ts";
import type { frAccountMail } from "../fr/account-mail.ts";

/** English texts of the two e-mails of customer accounts: same keys as ../fr/account-mail.ts. */
export const enAccountMail: Catalogue<typeof frAccountMail> = {
  confirmation: {
    mailSubject: "Confirm your email address – {business}",
    lead: "Thank you for creating your customer account with {business}. To activate it, confirm your email address with the link below. It is valid for 24 hours and works once.",
    button: "Confirm my email address",
    ignore: "If you did not create an account, ignore this message: no account will be activated.",
  },
  passwordReset: {
    mailSubject: "Reset your password – {business}",
    lead: "You asked to reset the password of your customer account. Choose a new one with the link below. It is valid for 1 hour and works once.",
    button: "Choose a new password",
    ignore: "If you did not ask for this, ignore this message: your current password stays valid.",
  },
};
