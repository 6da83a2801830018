import type { Messages } from "./types.ts";

/** English (en-CA) messages. Same keys as fr.ts (enforced by the type and by parity.test.ts). */
import { enCatalogue } from "./en/catalogue.ts";
import { enConsent } from "./en/consent.ts";
import { enContent } from "./en/content.ts";
import { enQuote } from "./en/quote.ts";
import { enAccount } from "./en/account.ts";
import { enAdmin } from "./en/admin.ts";
import { enAdminProducts } from "./en/admin-products.ts";
import { enAdminCustomers } from "./en/admin-customers.ts";
import { enAdminStats } from "./en/admin-stats.ts";
import { enAdminSettings } from "./en/admin-settings.ts";
import { enQuoteLink } from "./en/quote-link.ts";
import { enAdminQuotes } from "./en/admin-quotes.ts";
import { enAdminUnits } from "./en/admin-units.ts";
import { enRental } from "./en/rental.ts";
import { enValidation } from "./en/validation.ts";
import { enError, enNotFound } from "./en/error-pages.ts";

export const en: Messages = {
  catalogue: enCatalogue,
  consent: enConsent,
  content: enContent,
  quote: enQuote,
  accountArea: enAccount,
  admin: enAdmin,
  adminProducts: enAdminProducts,
  adminCustomers: enAdminCustomers,
  adminStats: enAdminStats,
  adminSettings: enAdminSettings,
  quoteLink: enQuoteLink,
  adminQuotes: enAdminQuotes,
  adminUnits: enAdminUnits,
  rental: enRental,
  common: {
    skipToContent: "Skip to main content",
    phone: "Phone",
    phonePlaceholder: "514-123-4567",
    email: "Email",
    address: "Address",
    hours: "Opening hours",
    callUs: "Call us",
    writeUs: "Email us",
    backHome: "Back to home",
    loading: "Loading...",
    close: "Close",
    required: "required",
    breadcrumb: "Breadcrumb",
    perDay: "/ day",
    perWeek: "/ week",
    day: "Day",
    week: "Week",
  },
  nav: {
    label: "Main navigation",
    home: "Home",
    products: "Products",
    services: "Services",
    concreteServices: "Concrete services",
    contact: "Contact",
    faq: "FAQ",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menu: "Menu",
  },
  header: {
    account: "My account",
    quote: "Quote",
    quoteItems: "{count, plural, one {item in the request} other {items in the request}}",
    quoteEmpty: "0 items in the request",
    language: "Language",
    logoLabel: "{name}, home",
    tagline: "Concrete and construction tool rental",
  },
  lang: {
    fr: "Français",
    en: "English",
    switchTo: "View this page in English",
  },
  footer: {
    about: "Equipment rental for floor preparation, concrete and construction. Delivery across the South Shore, Montreal, Laval and Montérégie.",
    categories: "Categories",
    policies: "Policies",
    contact: "Contact us",
    hours: "Opening hours",
    rights: "© {year} {name} · All rights reserved",
    privacy: "Privacy policy",
    terms: "Terms of use",
    rentalPolicy: "Rental policy",
    cancellationPolicy: "Cancellation policy",
  },
  categoryNames: {
    meuleuses: "Grinders",
    scarifieuse: "Scarifier",
    "pompe-beton": "Concrete pump",
    "aspirateur-industriel": "Industrial vacuum",
    transformateur: "Electrical transformer",
    compresseur: "Compressor",
    generatrice: "Generator",
    "outils-autre": "Other tools",
    "produits-en-vente": "Products for sale",
  },
  account: {
    title: "Customer account",
  },
  notFound: enNotFound,
  error: enError,
  validation: enValidation,
  meta: {
    keywords: "tool rental, equipment rental, concrete, concrete grinder, scarifier, South Shore, Montreal, La Prairie",
    home: {
      title: "{name} | Concrete and construction tool rental",
      description: "Rent concrete grinders, scarifiers, concrete pumps, industrial vacuums and generators on Montreal's South Shore. Request your quote online.",
    },
    categories: {
      title: "Rental products | {name}",
      description: "Our whole equipment catalogue: grinders, scarifiers, concrete pumps, vacuums, transformers, compressors, generators and products for sale.",
    },
    category: {
      title: "{category} for rent | {name}",
      description: "{category}: compare models, daily and weekly prices, and request a quote from {name}.",
      saleTitle: "{category} | {name}",
      saleDescription: "{category}: self-levellers, diamond discs and sealers sold at a fixed price. Request a quote from {name}.",
    },
    product: {
      title: "{product} | {name}",
      description: "{product} for rent: specifications, daily and weekly prices, accessories. Fast quote.",
    },
    quote: {
      title: "Quote request | {name}",
      description: "Send your equipment rental quote request. Our team answers within 2 hours during opening hours.",
    },
    contact: {
      title: "Contact | {name}",
      description: "Reach {name} by phone, by email or with the contact form. Opening hours and address.",
    },
    services: {
      title: "Services | {name}",
      description: "Delivery and pickup, maintenance, 24/7 technical support, operator service and Mapei and Ardex self-leveller supply.",
    },
    concreteServices: {
      title: "Concrete services | {name}",
      description: "Surface preparation, epoxy coating, sealant application, concrete floor polishing and finishing, by our own crews.",
    },
    profile: {
      title: "My profile | {name}",
      description: "Your information and your quote requests.",
    },
    faq: {
      title: "Frequently asked questions | {name}",
      description: "Answers about rental, prices, delivery, payment, cancellation and equipment maintenance.",
    },
    admin: {
      title: "Dashboard | {name}",
      description: "Customer request management.",
    },
    adminProducts: {
      title: "Products | {name}",
      description: "Catalogue: prices, availability, fleet, photos and texts.",
    },
    adminCustomers: {
      title: "Customers | {name}",
      description: "Customer accounts, their requests and staff roles.",
    },
    adminStats: {
      title: "Statistics | {name}",
      description: "Requests, response times, requested products and quote value.",
    },
    adminSettings: {
      title: "Settings | {name}",
      description: "Business identity, hours, service area and tax numbers.",
    },
    privacy: {
      title: "Privacy policy | {name}",
      description: "How {name} protects your personal information, in accordance with Quebec's Law 25.",
    },
    terms: {
      title: "Terms of use | {name}",
      description: "Terms of use of the {name} website and quote requests.",
    },
    rentalPolicy: {
      title: "Rental policy | {name}",
      description: "Rental periods, pickup and delivery, identification, deposit and renter responsibilities.",
    },
    cancellationPolicy: {
      title: "Cancellation policy | {name}",
      description: "Cancellation fees according to the notice before delivery, refunds and date changes.",
    },
    notFound: {
      title: "Page not found | {name}",
      description: "This page does not exist.",
    },
  },
  pages: {
    categories: { title: "Our products" },
    quote: { title: "Quote request" },
    contact: { title: "Contact us" },
    services: { title: "Our services" },
    concreteServices: { title: "Specialised concrete services" },
    profile: { title: "My profile" },
    faq: { title: "Frequently asked questions" },
    admin: { title: "Dashboard" },
    adminProducts: { title: "Products" },
    adminCustomers: { title: "Customers" },
    adminStats: { title: "Statistics" },
    adminSettings: { title: "Settings" },
    privacy: { title: "Privacy policy" },
    terms: { title: "Terms of use" },
    rentalPolicy: { title: "Rental policy" },
    cancellationPolicy: { title: "Cancellation policy" },
  },
  toast: {
    productAdded: "Product added!",
    productAddedBody: "{name} has been added to your quote request.",
    productAddedCapped: "{name} has been added to your quote request. The quantity is limited to {n} per item: for more, call us at {phone}.",
    itemRemoved: "Item removed",
    quoteSent: "Request sent!",
    messageSent: "Message sent successfully!",
    profileSaved: "Profile updated successfully!",
    statusUpdated: "Status updated",
    quoteSentPage: "Quote request sent successfully!",
    messageSentPage: "Message sent successfully!",
  },
};
