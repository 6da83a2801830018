/**
 * French texts several e-mails share (the reference: ../en/common.ts has the
 * same keys). Placeholders are filled with formatMessage (app/i18n/index.ts).
 */
export const frEmailCommon = {
  hello: "Bonjour {name},",
  yourReference: "Votre référence :",
  question: "Une question? Appelez-nous au {phone} en mentionnant votre référence, ou répondez simplement à ce courriel.",
  /** A label and its value on a line of plain text ("Nom : Jean"): French puts a space before the colon. */
  labelValue: "{label} : {value}",
} as const;
