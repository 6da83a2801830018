import type { Catalogue } from "../../../i18n/types.ts";
import type { frQuoteLifecycle } from "../fr/quote-lifecycle.ts";

/** English texts the quote lifecycle's e-mails share: same keys as ../fr/quote-lifecycle.ts. */
export const enQuoteLifecycle: Catalogue<typeof frQuoteLifecycle> = {
  labels: {
    client: "Customer",
    company: "Company",
    email: "Email",
    version: "Version",
    handover: "Equipment handover",
    rentalEnd: "End of the rental",
    validUntil: "Valid until",
    total: "Total, taxes included",
    deposit: "Security deposit",
    when: "When",
    by: "By",
  },
  depositValue: "{amount} (not charged online)",
  yourQuote: "Your quote",
  quote: "Quote",
  viewQuote: "View the quote",
  privateLink: "This link is personal: whoever has it can answer the quote. Do not forward it.",
  customerOnline: "The customer, online",
  team: "Our team",
  staffByPhone: "Our team, for the customer (by phone)",
};
