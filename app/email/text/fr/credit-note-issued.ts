/** French texts of the e-mail that brings a credit note (the reference: ../en/credit-note-issued.ts has the same keys). */
export const frCreditNoteIssuedMail = {
  mailSubject: "Note de crédit {number} – {business}",
  title: "Votre note de crédit",
  lead: "Voici la note de crédit {number}, en pièce jointe (PDF) : elle corrige la facture {invoice} de {total}, taxes incluses.",
  question: "Une question? Appelez-nous au {phone} ou répondez à ce courriel.",
} as const;
