/**
 * French (fr-CA) messages: the reference catalogue. English (en.ts) must have
 * exactly the same keys; the type of en.ts and a unit test enforce it.
 * Placeholders: {name}. Business facts (phone, address...) are never typed
 * here: they come from app/config/business.ts through placeholders.
 */
import { frCatalogue } from "./fr/catalogue.ts";
import { frConsent } from "./fr/consent.ts";
import { frContent } from "./fr/content.ts";
import { frQuote } from "./fr/quote.ts";
import { frAccount } from "./fr/account.ts";
import { frAdmin } from "./fr/admin.ts";
import { frAdminProducts } from "./fr/admin-products.ts";
import { frAdminCustomers } from "./fr/admin-customers.ts";
import { frAdminStats } from "./fr/admin-stats.ts";
import { frAdminSettings } from "./fr/admin-settings.ts";
import { frQuoteLink } from "./fr/quote-link.ts";
import { frAdminQuotes } from "./fr/admin-quotes.ts";
import { frAdminUnits } from "./fr/admin-units.ts";
import { frRental } from "./fr/rental.ts";
import { frValidation } from "./fr/validation.ts";
import { frError, frNotFound } from "./fr/error-pages.ts";

export const fr = {
  catalogue: frCatalogue,
  consent: frConsent,
  content: frContent,
  quote: frQuote,
  accountArea: frAccount,
  admin: frAdmin,
  adminProducts: frAdminProducts,
  adminCustomers: frAdminCustomers,
  adminStats: frAdminStats,
  adminSettings: frAdminSettings,
  quoteLink: frQuoteLink,
  adminQuotes: frAdminQuotes,
  adminUnits: frAdminUnits,
  rental: frRental,
  common: {
    skipToContent: "Passer au contenu principal",
    phone: "Téléphone",
    /** An example of the format, not the business's number. */
    phonePlaceholder: "514-123-4567",
    email: "Courriel",
    address: "Adresse",
    hours: "Heures d'ouverture",
    callUs: "Appelez-nous",
    writeUs: "Écrivez-nous",
    backHome: "Retour à l'accueil",
    loading: "Chargement...",
    close: "Fermer",
    required: "obligatoire",
    breadcrumb: "Fil d'Ariane",
    perDay: "/ jour",
    perWeek: "/ semaine",
    day: "Jour",
    week: "Semaine",
  },
  nav: {
    label: "Navigation principale",
    home: "Accueil",
    products: "Produits",
    services: "Services",
    concreteServices: "Services béton",
    contact: "Contact",
    faq: "FAQ",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    menu: "Menu",
  },
  header: {
    account: "Mon compte",
    quote: "Soumission",
    quoteItems: "{count, plural, one {article dans la demande} other {articles dans la demande}}",
    quoteEmpty: "0 article dans la demande",
    language: "Langue",
    logoLabel: "{name}, accueil",
    tagline: "Location d'outils pour le béton et la construction",
  },
  lang: {
    fr: "Français",
    en: "English",
    switchTo: "Afficher la page en français",
  },
  footer: {
    about: "Location d'équipement pour la préparation de planchers, le béton et la construction. Livraison sur la Rive-Sud, à Montréal, à Laval et en Montérégie.",
    categories: "Catégories",
    policies: "Politiques",
    contact: "Nous joindre",
    hours: "Heures d'ouverture",
    rights: "© {year} {name} · Tous droits réservés",
    privacy: "Politique de confidentialité",
    terms: "Conditions d'utilisation",
    rentalPolicy: "Politique de location",
    cancellationPolicy: "Politique d'annulation",
  },
  categoryNames: {
    meuleuses: "Meuleuses",
    scarifieuse: "Scarifieuse",
    "pompe-beton": "Pompe à béton",
    "aspirateur-industriel": "Aspirateur industriel",
    transformateur: "Transformateur électrique",
    compresseur: "Compresseur",
    generatrice: "Génératrice",
    "outils-autre": "Outils autre",
    "produits-en-vente": "Produits en vente",
  },
  account: {
    title: "Compte client",
  },
  notFound: frNotFound,
  error: frError,
  validation: frValidation,
  meta: {
    keywords: "location d'outils, location d'équipement, béton, meuleuse à béton, scarifieuse, Rive-Sud, Montréal, La Prairie",
    home: {
      title: "{name} | Location d'outils pour le béton et la construction",
      description: "Location de meuleuses à béton, scarifieuses, pompes à béton, aspirateurs industriels et génératrices sur la Rive-Sud de Montréal. Demandez votre soumission en ligne.",
    },
    categories: {
      title: "Produits en location | {name}",
      description: "Tout notre catalogue d'équipement : meuleuses, scarifieuses, pompes à béton, aspirateurs, transformateurs, compresseurs, génératrices et produits en vente.",
    },
    category: {
      title: "{category} en location | {name}",
      description: "{category} : comparez les modèles, les prix à la journée et à la semaine, et demandez une soumission à {name}.",
      saleTitle: "{category} | {name}",
      saleDescription: "{category} : autonivelants, disques diamantés et scellants vendus à prix fixe. Demandez une soumission à {name}.",
    },
    product: {
      title: "{product} | {name}",
      description: "{product} en location : fiche technique, prix à la journée et à la semaine, accessoires. Soumission rapide.",
    },
    quote: {
      title: "Demande de soumission | {name}",
      description: "Envoyez votre demande de soumission pour la location d'équipement. Notre équipe vous répond en moins de 2 heures pendant les heures d'ouverture.",
    },
    contact: {
      title: "Contact | {name}",
      description: "Joignez {name} par téléphone, par courriel ou avec le formulaire de contact. Heures d'ouverture et adresse.",
    },
    services: {
      title: "Services | {name}",
      description: "Livraison et cueillette, entretien, soutien technique 24/7, service d'opérateur et fourniture d'autonivelants Mapei et Ardex.",
    },
    concreteServices: {
      title: "Services béton | {name}",
      description: "Préparation de surface, revêtement époxy, application de scellant, polissage et finition de planchers de béton, par nos propres équipes.",
    },
    profile: {
      title: "Mon profil | {name}",
      description: "Vos renseignements et vos demandes de soumission.",
    },
    faq: {
      title: "Foire aux questions | {name}",
      description: "Réponses sur la location, les prix, la livraison, le paiement, l'annulation et l'entretien de l'équipement.",
    },
    admin: {
      title: "Tableau de bord | {name}",
      description: "Gestion des demandes des clients.",
    },
    adminProducts: {
      title: "Produits | {name}",
      description: "Catalogue : prix, disponibilité, parc, photos et textes.",
    },
    adminCustomers: {
      title: "Clients | {name}",
      description: "Comptes clients, leurs demandes et les rôles du personnel.",
    },
    adminStats: {
      title: "Statistiques | {name}",
      description: "Demandes, délais de réponse, produits demandés et valeur des soumissions.",
    },
    adminSettings: {
      title: "Paramètres | {name}",
      description: "Identité de l'entreprise, heures, zone desservie et numéros de taxes.",
    },
    privacy: {
      title: "Politique de confidentialité | {name}",
      description: "Comment {name} protège vos renseignements personnels, conformément à la Loi 25 du Québec.",
    },
    terms: {
      title: "Conditions d'utilisation | {name}",
      description: "Conditions d'utilisation du site et des demandes de soumission de {name}.",
    },
    rentalPolicy: {
      title: "Politique de location | {name}",
      description: "Durée de location, cueillette et livraison, pièces d'identité, dépôt et responsabilités du locataire.",
    },
    cancellationPolicy: {
      title: "Politique d'annulation | {name}",
      description: "Frais d'annulation selon le délai avant la livraison, remboursements et changements de date.",
    },
    notFound: {
      title: "Page non trouvée | {name}",
      description: "Cette page n'existe pas.",
    },
  },
  pages: {
    categories: { title: "Nos produits" },
    quote: { title: "Demande de soumission" },
    contact: { title: "Contactez-nous" },
    services: { title: "Nos services" },
    concreteServices: { title: "Services béton spécialisés" },
    profile: { title: "Mon profil" },
    faq: { title: "Foire aux questions" },
    admin: { title: "Tableau de bord" },
    adminProducts: { title: "Produits" },
    adminCustomers: { title: "Clients" },
    adminStats: { title: "Statistiques" },
    adminSettings: { title: "Paramètres" },
    privacy: { title: "Politique de confidentialité" },
    terms: { title: "Conditions d'utilisation" },
    rentalPolicy: { title: "Politique de location" },
    cancellationPolicy: { title: "Politique d'annulation" },
  },
  toast: {
    productAdded: "Produit ajouté!",
    productAddedBody: "{name} a été ajouté à votre demande de soumission.",
    productAddedCapped: "{name} a été ajouté à votre demande de soumission. La quantité est limitée à {n} par article : pour plus, appelez-nous au {phone}.",
    itemRemoved: "Article retiré",
    quoteSent: "Demande envoyée!",
    messageSent: "Message envoyé avec succès!",
    profileSaved: "Profil mis à jour avec succès!",
    statusUpdated: "Statut mis à jour",
    quoteSentPage: "Demande de soumission envoyée avec succès!",
    messageSentPage: "Message envoyé avec succès!",
  },
} as const;
