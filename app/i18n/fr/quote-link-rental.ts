/**
 * French messages under "quoteLink.rental.*" (the reference; ../en/quote-link-rental.ts has the
 * same keys): "Votre location" on the private link once the equipment is out — the units, the
 * end date, the contracts, the customer's requests (pickup, extension) — and its summary in
 * "Mes demandes" on /profile.
 */
export const frQuoteLinkRental = {
  title: "Votre location",
  lead: "L'équipement ci-dessous est à votre nom jusqu'au {date}.",
  unitsTitle: "Équipement en votre possession",
  unitTag: "Unité {tag}",
  endDate: "Fin de la location : {date}",
  contractsTitle: "Contrat de location",
  contract: "Télécharger le contrat {number} (PDF)",
  signedOn: "Signé le {date}",
  requestsTitle: "Vos demandes",
  kinds: {
    pickup: "Cueillette le {date}",
    extend: "Prolongation jusqu'au {date}",
  },
  statuses: {
    open: "En attente de notre équipe",
    pickupConfirmed: "Planifiée",
    extendConfirmed: "Confirmée",
    declined: "Refusée : appelez-nous au {phone}",
  },
  askedOn: "Demandée le {date}",
  added: "Estimation : {amount} de plus que la soumission acceptée, avant taxes",
  addedNone: "Estimation : rien de plus que la soumission acceptée (la semaine déjà comptée couvre ces jours)",
  noteShown: "Votre note : {note}",
  optional: "facultatif",
  pickup: {
    title: "Demander la récupération",
    lead: "Nous passons chercher l'équipement le jour choisi. Notre équipe vous confirme le passage par courriel.",
    date: "Date de la cueillette",
    dateHint: "Du {first} au {last}.",
    note: "Note (accès au chantier, personne à joindre…)",
    submit: "Demander la récupération",
    waiting: "Une demande de cueillette attend la réponse de notre équipe.",
  },
  extension: {
    title: "Prolonger",
    lead: "Choisissez la nouvelle date de fin : la disponibilité est vérifiée tout de suite, puis notre équipe confirme. Les jours ajoutés suivent la même règle de prix que la soumission : semaines et jours au meilleur tarif.",
    newEnd: "Nouvelle date de fin",
    newEndHint: "Après le {end}, au plus tard le {last}.",
    note: "Note pour notre équipe",
    submit: "Prolonger",
    waiting: "Une demande de prolongation attend la réponse de notre équipe.",
  },
  done: {
    pickup: "Votre demande de cueillette a été transmise. Notre équipe vous confirmera le passage par courriel.",
    extension: "L'équipement est libre jusqu'à cette date : votre demande de prolongation a été transmise. Notre équipe vous la confirmera par courriel.",
  },
  errors: {
    notUnderWay: "L'équipement n'est plus en location : cette demande ne peut plus se faire en ligne. Appelez-nous au {phone}.",
    pickupWaiting: "Une demande de cueillette attend déjà la réponse de notre équipe. Pour la changer, appelez-nous au {phone}.",
    extensionWaiting: "Une demande de prolongation attend déjà la réponse de notre équipe. Pour la changer, appelez-nous au {phone}.",
    pickupDateRequired: "Choisissez la date de la cueillette",
    newEndRequired: "Choisissez la nouvelle date de fin",
    invalidDate: "Date invalide",
    pickupDateOutside: "Choisissez un jour de la période indiquée",
    newEndOutside: "Choisissez un jour de la période indiquée",
    pickupWindow: "La cueillette peut être demandée du {first} au {last}.",
    extensionWindow: "La nouvelle fin doit tomber du {first} au {last}. Plus long : appelez-nous au {phone}.",
    unavailable: "Désolés, {product} n'est pas libre le {date} : choisissez une fin plus tôt ou appelez-nous au {phone}.",
    newEndUnavailable: "L'équipement n'est pas libre jusqu'à cette date",
  },
  profile: {
    title: "Location en cours",
    units: "{count, plural, one {# unité} other {# unités}} jusqu'au {date}",
    open: "Voir votre location et faire une demande",
  },
} as const;
