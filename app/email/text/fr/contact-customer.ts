/**
 * French texts of the acknowledgement of a contact message (the reference:
 * ../en/contact-customer.ts has the same keys).
 */
export const frContactCustomer = {
  mailSubject: "Nous avons bien reçu votre message {reference} – {business}",
  title: "Message reçu",
  thanks: "Merci de nous avoir écrit. Nous avons bien reçu votre message et nous vous répondrons pendant nos heures d'ouverture :",
  subject: "Sujet",
  urgent: "Pour une demande urgente, appelez-nous au {phone} en mentionnant votre référence.",
  ignore: "Vous n'avez pas écrit ce message? Vous pouvez ignorer ce courriel.",
} as const;
