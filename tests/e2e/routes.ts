/** Every page of the spec's route table (French paths; English twins under /en). */
export const PUBLIC_PAGES = [
  { path: "/", heading: null },
  { path: "/categories", heading: null },
  { path: "/category/meuleuses", heading: null },
  { path: "/product/1", heading: null },
  { path: "/quote", heading: null },
  { path: "/contact", heading: null },
  { path: "/services", heading: null },
  { path: "/concrete-services", heading: null },
  { path: "/faq", heading: null },
  { path: "/privacy", heading: null },
  { path: "/terms", heading: null },
  { path: "/rental-policy", heading: null },
  { path: "/cancellation-policy", heading: null },
] as const;

export const GUARDED_PAGES = [
  "/profile",
  "/admin",
  // The back office's areas.
  "/admin/products",
  "/admin/products/new",
  "/admin/products/1",
  "/admin/products/1/photos",
  "/admin/customers",
  "/admin/customers/no-such-account",
  "/admin/stats",
  "/admin/settings",
  // The rental loop: a request's quote editor, a product's calendar.
  "/admin/requests/S-2026-000001/quote",
  "/admin/products/1/calendar",
] as const;

export const en = (path: string) => (path === "/" ? "/en" : `/en${path}`);
