/**
 * French texts of a priced quote as the PDF prints it and the quote e-mails summarise it (the
 * reference: ../en/quote-document.ts has the same keys). Amounts, dates and the policy's numbers
 * are placeholders, filled by ../../quote-text.ts.
 */
export const frQuoteDocument = {
  title: "Soumission",
  /** The PDF attached to the e-mail. */
  fileName: "soumission-{reference}-v{version}.pdf",
  pdfTitle: "Soumission {reference}, version {version} – {business}",
  /** A label and its value on one line (French puts a space before the colon). */
  labelValue: "{label} : {value}",
  reference: "Référence",
  version: "Version",
  date: "Date",
  draft: "Brouillon, non envoyé",
  customer: "Client",
  tpsNumber: "No TPS : {number}",
  tvqNumber: "No TVQ : {number}",
  columns: { item: "Article", quantity: "Qté", unitPrice: "Prix unitaire", total: "Total" },
  /** "Du 7 décembre 2026 au 15 décembre 2026 (9 jours)" */
  period: "Du {start} au {end} ({days, plural, one {# jour} other {# jours}})",
  oneDay: "Le {date} (1 jour)",
  /** The cheapest combination of the duration: "1 sem. + 2 j" */
  /** A line as the e-mails summarise it: "2 × 1 925,00 $". */
  quantityTimesPrice: "{quantity} × {price}",
  durationPrice: "Durée facturée : {breakdown}",
  dayRate: "{price} / jour",
  weekRate: "{price} / semaine",
  sold: "Article vendu, prix à l'unité",
  priceReason: "Prix ajusté : {reason}",
  extras: "Options et services",
  delivery: "Livraison et cueillette",
  discount: "Rabais",
  subtotal: "Sous-total",
  tps: "TPS ({rate})",
  tvq: "TVQ ({rate})",
  total: "Total",
  deposit: "Dépôt de garantie",
  depositNote: "Non inclus dans le total et jamais facturé en ligne : préautorisé sur votre carte de crédit à la remise de l'équipement, puis libéré après le retour et l'inspection.",
  handover: "Remise de l'équipement",
  /** "7 décembre 2026 à 7 h" */
  dateAtTime: "{date} à {time}",
  rentalEnd: "Fin de la location",
  validUntil: "Soumission valide jusqu'au",
  note: "Note de notre équipe",
  conditionsTitle: "Conditions en bref",
  conditions: [
    "Préavis de {noticeHours} h pour toute réservation ou modification. La location se compte en jours entiers, le premier et le dernier jour inclus.",
    "Annulation, comptée à partir de l'heure de remise : plus de {freeHours} h avant, sans frais; de {partialHours} à {freeHours} h avant, {lateFee} du total; moins de {partialHours} h avant, {lastMinuteFee} du total; après l'heure de remise sans prise en charge, {noShowFee} du total. Le total s'entend taxes incluses.",
    "Un changement de dates demandé plus de {dateChangeHours} h avant la remise est sans frais, selon la disponibilité de l'équipement.",
    "Aucuns frais en cas de conditions météorologiques extrêmes, de panne de notre équipement, d'urgence médicale documentée ou de force majeure.",
    "Une pièce d'identité avec photo et une carte de crédit au nom du locataire sont exigées à la remise de l'équipement.",
  ],
  howToAccept:
    "Pour accepter, ouvrez le lien reçu par courriel, tapez votre nom complet et cochez « J'accepte les conditions de location ». Nos politiques de location et d'annulation complètes sont sur notre site.",
  footer: "{reference} · version {version} · page {page} de {pages}",
} as const;
