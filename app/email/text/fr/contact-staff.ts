/**
 * French texts of the staff notice of a contact message (the reference:
 * ../en/contact-staff.ts has the same keys).
 */
export const frContactStaff = {
  mailSubject: "Nouveau message {reference} – {subject} – {name}",
  title: "Nouveau message du formulaire de contact",
  /** A message is masculine: "Reçu". */
  received: "Reçu le {when} (page en {pageLang}).",
  sender: "Expéditeur",
  name: "Nom",
  email: "Courriel",
  phone: "Téléphone",
  subject: "Sujet",
  noSubject: "Non précisé",
  message: "Message",
  replyHint: "Répondre à ce courriel écrit directement à l'expéditeur.",
} as const;
