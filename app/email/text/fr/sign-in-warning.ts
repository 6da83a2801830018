/**
 * French texts of the warning to an account's owner after repeated failed
 * sign-ins (the reference: ../en/sign-in-warning.ts has the same keys). Sent
 * at most once a day, in the language chosen at sign-up. The greeting is
 * ./common.ts's.
 */
export const frSignInWarning = {
  mailSubject: "Tentatives de connexion à votre compte – {business}",
  title: "Tentatives de connexion refusées",
  lead: "Plusieurs tentatives de connexion à votre compte client ont échoué : le mot de passe était erroné. Par sécurité, chaque nouvel essai doit maintenant attendre quelques minutes, 15 minutes au plus, quel que soit l'appareil utilisé.",
  ifYou: "Si c'était vous, patientez quelques minutes avant de réessayer, ou choisissez un nouveau mot de passe avec le lien ci-dessous.",
  ifNotYou: "Si ce n'était pas vous, ces essais n'ont pas ouvert votre compte. Par prudence, choisissez un nouveau mot de passe que vous n'utilisez sur aucun autre site.",
  button: "Choisir un nouveau mot de passe",
  oncePerDay: "Vous recevez au plus un avertissement de ce genre par jour.",
} as const;
