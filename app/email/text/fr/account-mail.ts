/**
 * French texts of the two e-mails of customer accounts (the reference:
 * ../en/account-mail.ts has the same keys): address confirmation (link valid
 * 24 h) and password reset (1 h). The greeting is ./common.ts's.
 */
export const frAccountMail = {
  confirmation: {
    mailSubject: "Confirmez votre adresse courriel – {business}",
    lead: "Merci d'avoir créé votre compte client chez {business}. Pour l'activer, confirmez votre adresse courriel avec le lien ci-dessous. Il est valide 24 heures et ne sert qu'une fois.",
    button: "Confirmer mon adresse courriel",
    ignore: "Si vous n'avez pas créé de compte, ignorez ce message : aucun compte ne sera activé.",
  },
  passwordReset: {
    mailSubject: "Réinitialisation de votre mot de passe – {business}",
    lead: "Vous avez demandé à réinitialiser le mot de passe de votre compte client. Choisissez-en un nouveau avec le lien ci-dessous. Il est valide 1 heure et ne sert qu'une fois.",
    button: "Choisir un nouveau mot de passe",
    ignore: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe actuel reste valide.",
  },
} as const;
