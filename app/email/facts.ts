/** What the e-mail templates are rendered from: the validated form, the server's prices, the reference. */
import type { PricedQuote } from "../domain/quote/priced-quote.ts";
import type { QuoteDocument } from "../domain/rental/quote-document.ts";
import type { ContactForm } from "../domain/validation/contact-form.ts";
import type { QuoteForm } from "../domain/validation/quote-form.ts";
import type { Lang } from "../i18n/index.ts";

export type QuoteEmailFacts = {
  reference: string;
  createdAt: Date;
  /** Language of the page the request came from. */
  lang: Lang;
  form: QuoteForm;
  quote: PricedQuote;
};

export type ContactEmailFacts = {
  reference: string;
  createdAt: Date;
  lang: Lang;
  form: ContactForm;
};

/** What the e-mails of the quote lifecycle are rendered from: the request and the version concerned. */
export type QuoteMailFacts = {
  reference: string;
  /** The customer's language (the request's). */
  lang: Lang;
  customer: { name: string; firstName: string | null; email: string; company: string | null };
  /** The version concerned. */
  document: QuoteDocument;
  /** Absolute URL of the private link (/quotes/{token}) in the customer's language. */
  linkUrl: string;
};
