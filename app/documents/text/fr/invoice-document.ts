/**
 * French texts of an invoice and a credit note as their PDF prints them (the reference:
 * ../en/invoice-document.ts has the same keys). Filled by ../../invoice-pdf.server.ts.
 */
export const frInvoiceDocument = {
  titles: { invoice: "Facture", "credit-note": "Note de crédit" },
  fileNames: { invoice: "facture-{number}.pdf", "credit-note": "note-de-credit-{number}.pdf" },
  pdfTitle: "{title} {number} – {business}",
  number: "No {number}",
  issuedOn: "Date : {date}",
  dueOn: "Payable au plus tard le {date}",
  rental: "Location {reference}",
  corrects: "Corrige la facture {number}",
  billedTo: "Facturé à",
  columns: { item: "Article", quantity: "Qté", unitPrice: "Prix unitaire", total: "Total" },
  kinds: {
    sale: "Article vendu",
    delivery: "Livraison et cueillette",
    waiver: "Protection contre les dommages ({percent} de la location)",
    discount: "Rabais",
    credit: "Correction de la facture {number}",
  },
  charges: {
    "extra-days": "Jours supplémentaires",
    cleaning: "Nettoyage",
    fuel: "Carburant",
    damage: "Dommages",
    consumables: "Disques diamantés utilisés",
    operator: "Opérateur de pompe (heures)",
  },
  subtotal: "Sous-total",
  tps: "TPS ({rate})",
  tvq: "TVQ ({rate})",
  total: "Total",
  creditTotal: "Total crédité",
  reason: "Raison : {reason}",
  waiverNote: "Protection contre les dommages : {note}",
  howToPay:
    "Payable au comptoir (carte, Interac, argent comptant, chèque) ou par virement bancaire en indiquant le numéro {number}. Le dépôt de garantie est appliqué à cette facture ou remboursé. Une question? {phone}.",
  creditNote: "Ce montant est déduit du solde de la facture {number}; ce qui en a déjà été payé vous est remboursé.",
  footer: "{number} · page {page} de {pages}",
} as const;
