/**
 * The forms' zod schemas, loaded by the browser the first time a form is used
 * (about 25 KB gzip of zod stay off the pages' first load; decisions 0006).
 * The server imports the same modules directly.
 */
import { lazyModule } from "../ui/lazy-rendered.tsx";

const quoteRules = lazyModule(() => import("../../domain/validation/quote-form.ts"));
const contactRules = lazyModule(() => import("../../domain/validation/contact-form.ts"));

export const loadQuoteRules = quoteRules.load;
export const loadContactRules = contactRules.load;
