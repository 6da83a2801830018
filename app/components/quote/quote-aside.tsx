/**
 * The quote page's side notes: the next steps and how to reach the shop. Nothing in them reacts,
 * so the page loads their code after its first load (the browser keeps the server's HTML).
 */
import { Phone } from "../ui/icons.tsx";
import { phoneHref, type Business } from "../../config/business.ts";
import { REPLY_WITHIN_HOURS } from "../../domain/constants.ts";
import { useI18n } from "../../i18n/react.tsx";
import { OpeningHoursList } from "../site-footer.tsx";

export function QuoteAside({ business }: { business: Business }) {
  return (
    <>
      <QuoteNextSteps />
      <QuoteHelp business={business} />
    </>
  );
}

function QuoteNextSteps() {
  const { t } = useI18n();
  const steps = [t("quote.nextSteps.step1", { hours: REPLY_WITHIN_HOURS }), t("quote.nextSteps.step2"), t("quote.nextSteps.step3")];
  return (
    <section aria-labelledby="quote-next-steps-title" className="card p-5">
      <h2 id="quote-next-steps-title" className="text-lg font-bold">
        {t("quote.nextSteps.title")}
      </h2>
      <ol className="mt-3 space-y-3">
        {steps.map((step, i) => (
          <li key={step} className="flex gap-3 text-sm">
            <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-bold text-white">
              {i + 1}
            </span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function QuoteHelp({ business }: { business: Business }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="quote-help-title" className="rounded-[var(--radius-card)] bg-ink p-5 text-concrete-100">
      <h2 id="quote-help-title" className="text-lg font-bold text-white">
        {t("quote.help.title")}
      </h2>
      <p className="mt-1 text-sm">{t("quote.help.text")}</p>
      <a href={phoneHref(business.phone)} className="btn btn-primary mt-4 w-full">
        <Phone className="h-5 w-5" aria-hidden="true" />
        {business.phone}
      </a>
      <OpeningHoursList business={business} className="mt-4 space-y-0.5 text-sm" />
    </section>
  );
}
