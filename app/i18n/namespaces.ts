/**
 * Which messages travel with which page (every public page's HTML in the first round
 * trip). The server holds both catalogues whole; the browser receives, with the root loader's
 * data, only the shell's messages (header, footer, cookie banner, error pages, titles) and the
 * namespaces of the page it asked for. What a page opens later (the account dialog, the
 * sign-up prompt) brings its own messages as a separate, immutable chunk (lazy-messages.ts).
 *
 * A "part" is a top-level namespace ("catalogue") or one of its subtrees ("quote.errors").
 * A key the browser does not have renders as the key itself and is reported in the console
 * (index.ts, translate); the browser tests fail on any such report.
 */
/**
 * Every page renders these: the header, the footer, the titles. The error pages bring their words
 * with their code (components/route-error.tsx), and the 404 page has its own. The cookie banner
 * (rendered in the browser only, after hydration) brings its words with its code (app/root.tsx).
 * The content pages' controls (the FAQ's search, a policy's contents) travel with those pages.
 * The forms' shared errors ("validation") travel with the pages that have a form, and with the
 * account dialog when it opens (lazy-messages.ts).
 */
export const SHELL_PARTS = [
  "common",
  "nav",
  "header",
  "lang",
  "footer",
  "categoryNames",
  "account",
  // Titles: the site's keywords; each page adds its own (meta.{page}) below.
  "meta.keywords",
] as const;

/** The header's account menu, for someone signed in (the account dialog brings its own words). */
const SIGNED_IN_PARTS = ["accountArea.header"];

/**
 * What the product page's dates and quantity can say before a date is there: the dates' form, an
 * item for sale, the quantity's limit. The rest (the price for the dates, its weeks and days, the
 * units free, the dates' errors: app/domain/validation/rental-date-errors.ts) comes with the date
 * rules once a date is typed (components/catalogue/add-to-quote.tsx), or with the page when its
 * address has dates (PRODUCT_DATED_PARTS). A test reads those sources for the keys they use.
 */
const PRODUCT_RENTAL_PARTS = ["rental.dates", "rental.price.chooseDates", "rental.price.total", "rental.availability.forSale", "quote.errors.quantityTooHigh"];
export const PRODUCT_DATED_PARTS = [
  "rental.breakdown",
  "rental.price",
  "rental.availability",
  ...["invalidDate", "startDateMissing", "endDateMissing", "startInPast", "startTooSoon", "startClosedDay", "endBeforeStart", "rentalTooLong"].map((key) => `quote.errors.${key}`),
];

/** A product page's title when it failed (its route's meta): missing or withdrawn. */
const PRODUCT_ERROR_TITLES = ["notFound.productTitle", "notFound.productGoneTitle"];

/** A policy page's contents, and its button that reopens the cookie choices. */
const POLICY_PARTS = ["content.policy", "consent.preferences.reopen"];

/**
 * The parts each page adds to the shell, by its path without the language prefix: the first
 * entry whose pattern matches (from the keys its components use). The back office receives
 * every message (its pages are few and staff use them all day).
 */
const PAGE_PARTS: readonly (readonly [RegExp, readonly string[] | "all"])[] = [
  [/^\/admin(\/|$)/, "all"],
  // The slides' texts come in the home loader's data, already translated.
  [/^\/$/, ["catalogue.card", "catalogue.hero.label", "catalogue.hero.slideOf", "catalogue.hero.goToSlide", "catalogue.home", "catalogue.search", "meta.home"]],
  [/^\/categories$/, ["catalogue.card", "catalogue.listing", "catalogue.search", "pages.categories", "meta.categories"]],
  [/^\/category(\/|$)/, ["catalogue.card", "catalogue.category", "catalogue.listing", "catalogue.search", "meta.category"]],
  [
    /^\/product(\/|$)/,
    [
      "catalogue.card",
      "catalogue.product",
      ...PRODUCT_RENTAL_PARTS,
      "toast.productAdded",
      "toast.productAddedBody",
      "toast.productAddedCapped",
      "consent.preferences.reopen",
      "meta.product",
      ...PRODUCT_ERROR_TITLES,
    ],
  ],
  // The cart's lines (their prices, dates and availability) and the form's errors come later,
  // with the cart's products or the form's first use (components/quote/use-quote-products.ts,
  // routes/quote.tsx); what a failure to load them must still say stays here.
  [
    /^\/quote$/,
    [
      "quote.page",
      "quote.cart",
      "quote.form",
      "quote.summary",
      "quote.nextSteps",
      "quote.help",
      "quote.success",
      "quote.errors.noItems",
      "quote.errors.generic",
      "validation.errorTitle",
      "rental.dates",
      "rental.delivery",
      "pages.quote",
      "toast.itemRemoved",
      "toast.quoteSent",
      "toast.quoteSentPage",
      "meta.quote",
    ],
  ],
  [/^\/contact$/, ["quote.contact", "quote.form", "quote.success", "quote.errors", "validation", "pages.contact", "toast.messageSent", "toast.messageSentPage", "meta.contact"]],
  [/^\/services$/, ["meta.services"]],
  [/^\/concrete-services$/, ["meta.concreteServices"]],
  [/^\/faq$/, ["content.faq", "meta.faq"]],
  [/^\/privacy$/, [...POLICY_PARTS, "meta.privacy"]],
  [/^\/terms$/, [...POLICY_PARTS, "meta.terms"]],
  [/^\/rental-policy$/, [...POLICY_PARTS, "meta.rentalPolicy"]],
  [/^\/cancellation-policy$/, [...POLICY_PARTS, "meta.cancellationPolicy"]],
  // (A wrong link's title is the 404's.)
  [/^\/quotes\//, ["quoteLink", "quote", "rental", "validation", "meta.notFound"]],
  [/^\/profile$/, ["accountArea", "quoteLink", "quote", "rental", "validation", "pages.profile", "toast.profileSaved", "meta.profile"]],
  [/^\/(account|confirm-email|reset-password)$/, ["accountArea", "quote", "validation"]],
];

/**
 * A document answering a form post (without JavaScript, or before the page was ready) shows the
 * errors the server found, in the words of these parts.
 */
const POSTED_PARTS = ["quote.errors", "validation"];

/** What, beyond its path, decides a page's parts. */
export type PageFacts = {
  /** The document answers a form post: the forms' errors. */
  answersPost?: boolean;
  /** Its address has rental dates (?start= or ?end=): a product page's dated texts. */
  dated?: boolean;
  /** Someone is signed in: the header's account menu. */
  signedIn?: boolean;
};

/**
 * The parts a page's first load carries: the shell's and its own ("all" for the back office),
 * and those its facts add. `path` is without its language prefix ("/en/quote" → "/quote").
 */
export function pageParts(path: string, facts: PageFacts = {}): readonly string[] | "all" {
  const added = [...(facts.answersPost ? POSTED_PARTS : []), ...(facts.dated && path.startsWith("/product/") ? PRODUCT_DATED_PARTS : []), ...(facts.signedIn ? SIGNED_IN_PARTS : [])];
  for (const [pattern, parts] of PAGE_PARTS) {
    if (pattern.test(path)) return parts === "all" ? "all" : [...SHELL_PARTS, ...parts, ...added];
  }
  // The 404 page (routes/not-found.tsx).
  return [...SHELL_PARTS, "notFound", "meta.notFound", ...added];
}

type Tree = { readonly [key: string]: string | Tree };

/** The subtree at a dotted part ("quote.errors"), or undefined. */
function subtree(tree: Tree, part: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const name of part.split(".")) node = typeof node === "object" ? node[name] : undefined;
  return node;
}

/** A catalogue reduced to the given parts, with the same shape (nested objects for subtrees). */
export function pickParts(tree: Tree, parts: readonly string[]): Tree {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    const value = subtree(tree, part);
    if (value === undefined) continue;
    const names = part.split(".");
    let node = out;
    for (const name of names.slice(0, -1)) node = (node[name] ??= {}) as Record<string, unknown>;
    node[names.at(-1)!] = value;
  }
  return out as Tree;
}

/** `into` with every subtree of `from` added (from wins on leaves); `into` is left unchanged. */
export function mergeTrees(into: Tree | undefined, from: Tree): Tree {
  if (!into) return from;
  const out: Record<string, string | Tree> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = out[key];
    out[key] = typeof value === "object" && typeof current === "object" ? mergeTrees(current, value) : value;
  }
  return out;
}
