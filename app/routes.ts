import { layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every screen exists once; the optional "en?" segment serves its English twin
 * under /en with the same module (decisions.md, "Languages and URLs"). The
 * language of a request is read from its path (app/i18n/index.ts).
 */
export default [
  route("en?", "routes/home.tsx"),
  route("en?/categories", "routes/categories.tsx"),
  route("en?/category", "routes/category-index.tsx"),
  route("en?/category/:category", "routes/category.tsx"),
  route("en?/product", "routes/product.tsx", { id: "routes/product-default" }),
  route("en?/product/:id", "routes/product.tsx"),
  route("en?/quote", "routes/quote.tsx"),
  // The quote page's live delivery estimate and availability (JSON, no language).
  route("quote/estimate", "routes/quote-estimate.ts"),
  // The names, photos and prices of the products in the visitor's cart, in the page's language.
  route("en?/quote/products", "routes/quote-products.ts"),
  route("en?/contact", "routes/contact.tsx"),
  route("en?/services", "routes/services.tsx"),
  route("en?/concrete-services", "routes/concrete-services.tsx"),
  route("en?/profile", "routes/profile.tsx"),
  route("en?/faq", "routes/faq.tsx"),
  route("en?/privacy", "routes/policy.tsx", { id: "routes/policy-privacy" }),
  route("en?/terms", "routes/policy.tsx", { id: "routes/policy-terms" }),
  route("en?/rental-policy", "routes/policy.tsx", { id: "routes/policy-rental" }),
  route("en?/cancellation-policy", "routes/policy.tsx", { id: "routes/policy-cancellation" }),
  // The customer's private quote link: the token is the only key; its PDF.
  route("en?/quotes/:token", "routes/quote-link.tsx"),
  route("en?/quotes/:token/pdf", "routes/quote-link-pdf.ts"),
  // The rental contracts the customer signed at the counter, by their number.
  route("en?/quotes/:token/contracts/:number", "routes/quote-link-contract-pdf.ts"),
  route("language", "routes/language.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("healthz", "routes/healthz.ts"),
  // Customer accounts: the forms' action (and no-JavaScript page), the e-mail links.
  route("en?/account", "routes/account.tsx"),
  route("en?/confirm-email", "routes/confirm-email.tsx"),
  route("en?/reset-password", "routes/reset-password.tsx"),
  // The back office: one layout route whose middleware lets only staff through, for every
  // loader and action below, and keeps every answer out of any cache (routes/staff-layout.tsx).
  layout("routes/staff-layout.tsx", [
    route("en?/admin", "routes/admin.tsx"),
    // The dashboard, its CSV export and its live-update check.
    route("en?/admin/export.csv", "routes/admin-export.ts"),
    route("en?/admin/updates", "routes/admin-updates.ts"),
    // Back office: products, customers, statistics, settings.
    route("en?/admin/products", "routes/admin-products.tsx"),
    route("en?/admin/products/new", "routes/admin-product.tsx", { id: "routes/admin-product-new" }),
    route("en?/admin/products/:id", "routes/admin-product.tsx"),
    route("en?/admin/products/:id/photos", "routes/admin-product-photos.tsx"),
    // Rental loop: a request's quote editor, a product's calendar and maintenance blocks.
    route("en?/admin/products/:id/calendar", "routes/admin-product-calendar.tsx"),
    // The fleet unit by unit: a product's units and their labels, a unit's page, the scan field.
    route("en?/admin/products/:id/units", "routes/admin-product-units.tsx"),
    route("en?/admin/products/:id/labels", "routes/admin-unit-labels.tsx"),
    route("en?/admin/units", "routes/admin-units.tsx"),
    route("en?/admin/units/:tag", "routes/admin-unit.tsx"),
    // The photos of a unit's condition taken at the counter: evidence, never in the public /photos.
    route("en?/admin/units/photos/:file", "routes/admin-unit-photo.ts"),
    route("en?/admin/requests/:reference/quote", "routes/admin-quote.tsx"),
    // The counter: an accepted quote's handover and its signed contracts.
    route("en?/admin/requests/:reference/handover", "routes/admin-handover.tsx"),
    route("en?/admin/requests/:reference/return", "routes/admin-return.tsx"),
    route("en?/admin/requests/:reference/contracts/:number", "routes/admin-contract-pdf.ts"),
    // A rental's invoices, payments and deposit; an issued invoice's or credit note's PDF.
    route("en?/admin/requests/:reference/invoice", "routes/admin-invoice.tsx"),
    route("en?/admin/requests/:reference/invoices/:number", "routes/admin-invoice-pdf.ts"),
    route("en?/admin/customers", "routes/admin-customers.tsx"),
    route("en?/admin/customers/:id", "routes/admin-customer.tsx"),
    route("en?/admin/stats", "routes/admin-stats.tsx"),
    route("en?/admin/settings", "routes/admin-settings.tsx"),
    // A backup of the embedded database, downloaded from the settings screen.
    route("en?/admin/backups/:name", "routes/admin-backup.ts"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
