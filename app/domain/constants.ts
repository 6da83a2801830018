/**
 * Business constants (spec section 9, decisions.md). A number typed anywhere
 * else is a bug waiting for a price change.
 */
export const TPS_RATE = 0.05;
export const TVQ_RATE = 0.09975;
/** TPS + TVQ, the spec's 14.975 %. Invoices compute each tax separately. */
export const COMBINED_TAX_RATE = TPS_RATE + TVQ_RATE;
/** Weekly rate used when a product has no weekly price (spec 4, Cart). */
export const WEEKLY_FALLBACK_FACTOR = 4.5;
/** A week price above the day price is at most 7 × it (a week of days): decision 0016. */
export const MAX_WEEK_FACTOR = 7;
/** Units of one product in the fleet (the back office; the catalogue table checks it too). */
export const MAX_FLEET_UNITS = 999;
/** Usual week price = 3.5 × day price (spec 9). */
export const USUAL_WEEK_FACTOR = 3.5;
export const MIN_QUANTITY = 1;
export const PRICE_BAND_LOW_MAX = 100;
export const PRICE_BAND_MEDIUM_MAX = 300;
export const SIMILAR_PRODUCTS = 3;
export const GALLERY_SIZE = 4;
export const FEATURED_ON_HOME = 8;
export const CATALOGUE_SIZE = 48;
export const POSTAL_CODE_MAX_LENGTH = 7;
export const DIAMOND_DISC_PRICE = 39;
export const PUMP_OPERATOR_HOURLY = 100;

/** Delivery (spec 9): 150 $ each way in the Montreal region, first 75 km included, 1 $/km beyond. */
export const DELIVERY_FEE_ONE_WAY = 150;
export const DELIVERY_INCLUDED_KM = 75;
export const DELIVERY_EXTRA_PER_KM = 1;

/** Cancellation (spec 9). */
export const CANCELLATION_FREE_HOURS = 48;
export const CANCELLATION_PARTIAL_HOURS = 24;
export const CANCELLATION_FEE_24_48 = 0.25;
export const CANCELLATION_FEE_UNDER_24 = 0.5;
export const REFUND_BUSINESS_DAYS = "5-7";
export const DATE_CHANGE_FREE_HOURS = 24;
export const NOTICE_HOURS = 24;

/** Consent and prompts (spec 9). */
export const COOKIE_CONSENT_VALIDITY_MS = 15_552_000_000;
export const COOKIE_CONSENT_KEY = "cookie-consent";
export const COOKIE_CONSENT_DATE_KEY = "cookie-consent-date";
export const SIGNUP_PROMPT_DELAY_MS = 60_000;
export const SIGNUP_PROMPT_SUPPRESS_MS = 7 * 24 * 60 * 60 * 1000;
export const HERO_ROTATION_MS = 8000;
export const HERO_TRANSITION_MS = 1000;

/** Browser storage key of the quote cart (spec 3, Cart item). */
export const QUOTE_CART_KEY = "quote-cart";
export const QUOTE_CART_EVENT = "quote-cart-updated";
/** Browser storage key of the project's rental dates beside the cart. */
export const QUOTE_DATES_KEY = "quote-dates";

/**
 * The business's time zone (decisions.md): "today" for a project's start date, the year of a
 * reference, the dashboard's day filters and every date shown or exported are Quebec time.
 */
export const BUSINESS_TIME_ZONE = "America/Toronto";

/** Reply promise shown on /quote (spec 2). */
export const REPLY_WITHIN_HOURS = 2;

/** Policy dates (spec 9), ISO. The rental and cancellation policies were rewritten for online quotes and reservations. */
export const POLICY_DATES = {
  privacy: "2025-07-15",
  terms: "2025-07-08",
  rentalPolicy: "2026-11-24",
  cancellationPolicy: "2026-11-24",
} as const;

/** Rentals (decisions.md second round). */
/** The longest rental that may be requested online, in days (longer: by phone). */
export const MAX_ONLINE_RENTAL_DAYS = 90;
/** Days a returned unit stays unavailable (cleaning, checks); staff change it in the settings. */
export const DEFAULT_TURNAROUND_DAYS = 1;
/** Handover time on the start date unless staff set another (Quebec time). */
export const DEFAULT_HANDOVER_TIME = "07:00";
/** A quote may be accepted until this many days after it is sent, unless staff set another date. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 7;
/** An accepted quote's link keeps its view and cancellation this long after the rental's end. */
export const ACCEPTED_LINK_DAYS_AFTER_END = 30;
/**
 * Road kilometres per straight-line kilometre: Quebec's roads around the Montreal region run
 * about 1.25-1.35 × the great-circle distance (river crossings, highway grid). The estimate
 * is confirmed in the quote.
 */
export const ROAD_DISTANCE_FACTOR = 1.3;
/** Beyond this one-way road distance the estimate is not given ("confirmé dans la soumission"). */
export const DELIVERY_MAX_ESTIMATE_KM = 300;
/** Cancellation fee counted from the handover time: after it without pickup (no-show). */
export const CANCELLATION_FEE_NO_SHOW = 1;
