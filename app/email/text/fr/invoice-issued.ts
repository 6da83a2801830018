/** French texts of the e-mail that brings an invoice (the reference: ../en/invoice-issued.ts has the same keys). */
export const frInvoiceIssuedMail = {
  mailSubject: "Votre facture {number} – {business}",
  title: "Votre facture",
  lead: "Merci d'avoir loué chez nous! Voici la facture {number} de votre location, en pièce jointe (PDF).",
  amount: "Total : {total}, payable au plus tard le {date}.",
  howToPay:
    "Payez au comptoir (carte, Interac, argent comptant, chèque) ou par virement bancaire en indiquant le numéro {number}. Le dépôt de garantie est appliqué à la facture ou vous est remboursé.",
  question: "Une question sur cette facture? Appelez-nous au {phone} ou répondez à ce courriel.",
} as const;
