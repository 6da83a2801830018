/** French texts of the notice sent when a rental is overdue (the reference: ../en/rental-overdue.ts has the same keys). */
export const frRentalOverdueMail = {
  mailSubject: "Location en retard : {reference} – {business}",
  title: "Votre location est en retard",
  lead: "Votre location se terminait le {date}, et l'équipement suivant n'est pas encore revenu :",
  billing: "Selon notre politique de location, un retour en retard non convenu peut entraîner la facturation des jours supplémentaires.",
  policy: "Politique de location",
  call: "Appelez-nous dès que possible au {phone} pour convenir du retour, d'une cueillette ou d'une prolongation.",
  button: "Consulter votre location",
} as const;
