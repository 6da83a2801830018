/** French messages under "consent.*" (the reference; ../en/consent.ts must have the same keys). */
export const frConsent = {
  banner: {
    label: "Consentement aux témoins",
    title: "Vos choix de témoins (cookies)",
    text: "Nous utilisons des témoins essentiels au fonctionnement du site et, avec votre accord, des témoins fonctionnels, analytiques et marketing.",
    learnMore: "En savoir plus",
    customize: "Personnaliser",
    rejectAll: "Refuser tout",
    acceptAll: "Accepter tout",
  },
  preferences: {
    title: "Préférences de témoins",
    intro: "Choisissez les catégories de témoins que vous acceptez. Les témoins essentiels sont toujours actifs : le site ne peut pas fonctionner sans eux. Votre choix est conservé {days} jours.",
    alwaysOn: "Toujours actifs",
    cancel: "Annuler",
    save: "Enregistrer les préférences",
    saved: "Préférences enregistrées",
    savedBody: "Vos choix de témoins s'appliquent dès maintenant.",
    reopen: "Modifier mes préférences de témoins",
  },
  categories: {
    essential: {
      name: "Essentiels",
      description: "Session, langue, panier de soumission et mémoire de vos choix. Nécessaires au fonctionnement du site.",
    },
    functional: {
      name: "Fonctionnels",
      description: "Mémorisent des préférences facultatives pour améliorer votre expérience.",
    },
    analytics: {
      name: "Analytiques",
      description: "Mesurent la fréquentation du site de façon globale pour nous aider à l'améliorer.",
    },
    marketing: {
      name: "Marketing",
      description:
        "Permettent de vous présenter des offres pertinentes sur d'autres sites, et d'afficher directement les vidéos YouTube des produits (YouTube peut alors enregistrer ses propres données).",
    },
  },
} as const;
