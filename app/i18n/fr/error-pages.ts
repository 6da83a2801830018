/**
 * French messages under "notFound.*" and "error.*" (the reference; ../en/error-pages.ts has the same keys): the
 * 404 and error pages. They travel with the error page's code, not with every page
 * (i18n/namespaces.ts, lazy-messages.ts).
 */
export const frNotFound = {
  title: "Page non trouvée",
  message: "La page que vous cherchez n'existe pas ou a été déplacée. Vérifiez l'adresse ou revenez à l'accueil pour trouver votre outil.",
  productTitle: "Produit non trouvé",
  productMessage: "Ce produit n'existe pas ou n'est plus offert. Parcourez nos catégories pour trouver un équivalent.",
  productGoneTitle: "Produit retiré",
  productGoneMessage: "Ce produit n'est plus offert. Parcourez nos catégories pour trouver un équivalent.",
  categoryTitle: "Catégorie non trouvée",
  browse: "Voir tous les produits",
} as const;

export const frError = {
  title: "Une erreur s'est produite",
  retry: "Veuillez réessayer",
  persist: "Si le problème persiste, contactez-nous au {phone}.",
  errorId: "Code d'erreur : {id}",
  badRequestTitle: "Demande non valide",
  badRequest: "Cette page n'a pas pu lire votre demande : elle contient des données qu'aucun de nos formulaires n'envoie. Revenez à la page précédente et réessayez.",
  tooLargeTitle: "Envoi trop volumineux",
  tooLarge: "Ce que vous avez envoyé dépasse la taille permise (une photo : {megabytes} Mo au plus). Revenez à la page précédente et choisissez un fichier plus petit.",
} as const;
