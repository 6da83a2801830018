/** A short FAQ on /contact: a few questions from the FAQ content, native <details> (works without JavaScript). */
import { ChevronDown } from "../ui/icons.tsx";
import { Link } from "react-router";
import { useI18n } from "../../i18n/react.tsx";

export type ContactFaqItem = { id: string; question: string; answer: string };

export function ContactFaq({ items }: { items: readonly ContactFaqItem[] }) {
  const { t, href } = useI18n();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="contact-faq-title" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="contact-faq-title" className="text-2xl font-bold">
          {t("quote.contact.faqTitle")}
        </h2>
        <Link to={href("/faq")} className="inline-flex min-h-11 items-center font-semibold text-safety-700 underline underline-offset-2 hover:text-ink">
          {t("quote.contact.faqMore")}
        </Link>
      </div>
      <div className="mt-4 divide-y divide-concrete-200 overflow-hidden rounded-lg border border-concrete-200 bg-white">
        {items.map((item) => (
          <details key={item.id} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold hover:bg-concrete-50 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <p className="px-5 pb-5 text-concrete-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
