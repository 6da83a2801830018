/** French texts of the e-mail that brings the signed rental contract (the reference: ../en/rental-contract.ts has the same keys). */
export const frRentalContractMail = {
  mailSubject: "Votre contrat de location {number} – {business}",
  title: "Votre contrat de location",
  lead: "Merci! Voici le contrat de location que vous avez signé au comptoir le {date}, en pièce jointe (PDF).",
  end: "Fin de la location : {date}. Rapportez l'équipement au comptoir pendant nos heures d'ouverture ou tenez-le prêt pour la cueillette.",
  question: "Une question ou besoin de prolonger? Appelez-nous au {phone} ou répondez à ce courriel.",
  button: "Consulter votre location",
} as const;
