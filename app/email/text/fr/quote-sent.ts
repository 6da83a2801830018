/**
 * French texts of the e-mail that sends a priced quote to the customer (the reference:
 * ../en/quote-sent.ts has the same keys).
 */
export const frQuoteSent = {
  mailSubject: "Votre soumission {reference} – {business}",
  mailSubjectVersion: "Votre soumission {reference}, version {version} – {business}",
  title: "Votre soumission est prête",
  lead: "Voici notre soumission pour votre location. Vous la trouverez aussi en PDF, jointe à ce courriel.",
  newVersion: "Cette version {version} remplace les précédentes : c'est elle que vous pouvez accepter.",
  accept: "Pour réserver l'équipement, ouvrez la soumission, tapez votre nom complet et acceptez les conditions de location, au plus tard le {date}. Rien n'est réservé avant votre acceptation.",
  button: "Voir et accepter la soumission",
  note: "Note de notre équipe",
  attached: "La soumission en PDF est jointe : {file}.",
} as const;
