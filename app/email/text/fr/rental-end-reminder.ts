/** French texts of the reminder sent the working day before a rental's end date (the reference: ../en/rental-end-reminder.ts has the same keys). */
export const frRentalEndReminderMail = {
  mailSubject: "Fin de votre location le {date} : {reference} – {business}",
  title: "Votre location se termine bientôt",
  lead: "Petit rappel : votre location se termine le {date}. Voici l'équipement encore à votre nom :",
  /** One unit out: the product and the tag on its label. */
  unit: "{product}, unité {tag}",
  howToReturn: "Pour rapporter l'équipement",
  counter: "Rapportez-le à notre comptoir, au {address}, pendant nos heures d'ouverture : {hours}.",
  pickup: "Vous préférez que nous passions le chercher? Demandez une cueillette à partir de votre lien privé.",
  question: "Une question ou besoin de prolonger? Appelez-nous au {phone} ou répondez à ce courriel.",
  button: "Consulter votre location",
} as const;
