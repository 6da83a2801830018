/**
 * French messages under "rental.*" (the reference; ../en/rental.ts has the same keys): the
 * rental's dates, its price for those dates and the availability, on the product page and
 * /quote, and the delivery estimate of the quote's summary. The errors of the
 * quote form's dates are the form's (quote.errors.*).
 */
export const frRental = {
  /** "1 sem. + 2 j": the weeks and days a rental is priced for. */
  breakdown: {
    weeks: "{count} sem.",
    days: "{count} j",
  },
  dates: {
    title: "Vos dates de location",
    start: "Début",
    end: "Fin",
    show: "Voir le prix et la disponibilité",
    earliest: "Au plus tôt le {date} : préavis de {hours} h, un jour d'ouverture. Au plus {days} jours en ligne; plus long : par téléphone.",
  },
  price: {
    forDays: "Prix pour {days, plural, one {# jour} other {# jours}}",
    perUnit: "{price} par unité",
    rates: "{day} / jour · {week} / semaine",
    dayRate: "{day} / jour",
    total: "Total pour {quantity, plural, one {# unité} other {# unités}}",
    estimatePerDay: "Estimation par jour",
    estimatePerWeek: "Estimation par semaine",
    chooseDates: "Choisissez vos dates : le prix est calculé pour la durée, au meilleur tarif (semaines et jours).",
  },
  availability: {
    available: "{count, plural, one {# disponible} other {# disponibles}} {range}",
    only: "{count, plural, one {Seulement # disponible} other {Seulement # disponibles}} {range}",
    from: "Disponible à partir du {date}",
    none: "Aucune unité libre à ces dates. Appelez-nous au {phone} : nous trouverons une solution.",
    forSale: "Article en vente : aucune date à choisir.",
    notReserved: "Rien n'est réservé avant que vous acceptiez la soumission.",
  },
  line: {
    ownDates: "Dates différentes pour cet article",
    datesOf: "Dates de location de {name}",
    start: "Début",
    end: "Fin",
    range: "Location {range} ({days, plural, one {# jour} other {# jours}})",
    dated: "{breakdown} : {quantity} × {price}",
  },
  delivery: {
    label: "Livraison",
    estimate: "estimation, confirmée dans la soumission",
    unknown: "confirmé dans la soumission",
    detail: "{trips, plural, one {# trajet} other {# trajets}} · {km} km",
  },
} as const;
