/**
 * French texts of the staff summary of a quote request (the reference:
 * ../en/quote-staff.ts has the same keys).
 */
export const frQuoteStaff = {
  mailSubject: "Nouvelle demande de soumission {reference} – {client}",
  title: "Nouvelle demande de soumission",
  /** A request is feminine: "Reçue". */
  received: "Reçue le {when} (page en {pageLang}).",
  client: "Client",
  name: "Nom",
  company: "Entreprise",
  email: "Courriel",
  phone: "Téléphone",
  address: "Adresse",
  site: "Lieu de livraison",
  siteName: "Nom du lieu",
  siteAddress: "Adresse",
  siteCity: "Ville",
  sitePostalCode: "Code postal",
  noSite: "Aucune livraison : le client passe au comptoir.",
  dates: "Dates du projet",
  start: "Début",
  end: "Fin",
  notGiven: "non précisée",
  delivery: "Livraison",
  /** How the delivery estimate was made, for staff to confirm it in the quote. */
  deliveryEstimate: "Estimation : {trips, plural, one {# trajet} other {# trajets}} de {km} km de route depuis le dépôt, {fee} avant taxes.",
  deliveryUnknown: "Code postal inconnu ou trop loin pour une estimation : frais à établir dans la soumission.",
  items: "Articles",
  comments: "Commentaires",
  optionsNote: "Les options ne sont pas incluses dans les montants; les taxes sont calculées séparément (TPS, TVQ), comme sur la facture.",
  replyHint: "Répondre à ce courriel écrit directement au client.",
} as const;
