/**
 * /contact — contact form, phone, e-mail, address, opening hours, location and
 * a short FAQ (spec 2). The form works fully without JavaScript (plain post,
 * server-rendered errors keeping what was typed, success page with the
 * reference); the message and its e-mails are stored in one transaction.
 */
import { CheckCircle2, Mail, Phone } from "../components/ui/icons.tsx";
import { data, Link, useActionData } from "react-router";
import type { Route } from "./+types/contact";
import { phoneHref } from "../config/business.ts";
import { useBusiness } from "../components/use-business.ts";
import { getEnv } from "../config/env.server.ts";
import { requestBusiness } from "../db/business-settings.server.ts";
import { faqContent } from "../content/faq.ts";
import { serviceAreaText } from "../content/types.ts";
import { CONTACT_FIELDS } from "../domain/validation/form-shapes.ts";
import { langFromPath, type MessageKey } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { ContactDetails, ContactLocation } from "../components/contact/contact-details.tsx";
import { ContactFaq } from "../components/contact/contact-faq.tsx";
import { ContactForm } from "../components/contact/contact-form.tsx";
import { submissionFormProps } from "../components/ui/submission-form.tsx";
import { useFormSubmission, type FailedAnswer } from "../components/ui/use-form-submission.ts";
import { staticPageMeta } from "../seo/meta.ts";
import { withTypedValues, type AnswerWithValues } from "../submissions/form-submission.server.ts";
import { submitContactMessage } from "../submissions/contact.server.ts";
import { submitInputFor } from "../submissions/submission-input.server.ts";
import { readForm } from "../platform/read-form.server.ts";
import { assertSameOrigin } from "../auth/same-origin.server.ts";
import type { RouteFacts } from "./facts.ts";

export const handle = {
  page: {
    public: true,
    sitemap: true,
    messages: ["quote.contact", "quote.form", "quote.success", "quote.errors", "validation", "pages.contact", "toast.messageSent", "toast.messageSentPage", "meta.contact"],
  },
} satisfies RouteFacts;

export const meta = staticPageMeta("contact", "/contact");

/** The FAQ questions a person on the contact page most likely has. */
const CONTACT_FAQ = ["quote-response", "delivery-fees", "id-credit-card", "payment-methods"];

export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const business = await requestBusiness(context);
  const faq = faqContent(lang, business)
    .items.filter((item) => CONTACT_FAQ.includes(item.id))
    .map(({ id, question, answer }) => ({ id, question, answer }));
  return { faq, serviceArea: serviceAreaText(lang, business) };
}

export function shouldRevalidate() {
  return false;
}

export async function action({ request, context, url }: Route.ActionArgs) {
  // Origin check first, as in every action (this form has no guard: anyone may send it).
  assertSameOrigin(request, getEnv().publicUrl);
  const formData = await readForm({ request, url });
  const answer = await submitContactMessage(await submitInputFor({ request, context, url }, formData));
  return data(withTypedValues(answer.body, formData, CONTACT_FIELDS), { status: answer.status });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<AnswerWithValues> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, reason: "unexpected", message: { key: "quote.errors.contactFailed" } };
  }
}

/** Spec 8: a failure to store is 'Erreur d'envoi'; a problem with the form is 'Erreur'. */
function failureTitle(answer: FailedAnswer): MessageKey {
  return answer.reason === "validation" || answer.reason === "honeypot" || answer.reason === "rate-limited" ? "validation.errorTitle" : "quote.errors.sendErrorTitle";
}

function SentPage({ reference }: { reference: string }) {
  const { t, href } = useI18n();
  return (
    <div role="status" className="card border-l-4 border-l-success-700 p-6 sm:p-8">
      <h2 className="flex items-center gap-2 text-2xl font-bold text-success-700">
        <CheckCircle2 className="h-7 w-7" aria-hidden="true" />
        {t("toast.messageSentPage")}
      </h2>
      <p className="mt-3 text-lg">{t("quote.success.contactText", { reference })}</p>
      <p className="mt-4 inline-block rounded-md bg-concrete-100 px-4 py-2">
        {t("quote.success.reference")} : <strong className="font-mono text-lg">{reference}</strong>
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={href("/contact")} className="btn btn-outline">
          {t("quote.success.another")}
        </a>
        <Link to={href("/")} className="btn btn-ghost">
          {t("common.backHome")}
        </Link>
      </div>
    </div>
  );
}

/** The form's zod rules (about 25 KB gzip with zod), loaded when the form is first used, not with the page. */
const loadContactRules = () => import("../domain/validation/contact-form.ts");

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const business = useBusiness();
  const posted = useActionData<typeof action>();
  const form = useFormSubmission({
    fields: CONTACT_FIELDS,
    phone: business.phone,
    posted,
    // Checked with the server's own zod schema, loaded on first use.
    async check(element) {
      const { contactInputFromFormData, validateContactForm } = await loadContactRules();
      const validated = validateContactForm(contactInputFromFormData(new FormData(element)));
      return validated.ok ? {} : validated.errors;
    },
    failureTitle,
    checkFailed: { title: "quote.errors.sendErrorTitle", text: "quote.errors.contactFailed" },
    sentToast: (reference) => ({ title: t("toast.messageSent"), description: t("quote.contact.sentBody", { reference }) }),
  });
  const { generation, lastReference } = form;

  return (
    <>
      <PageHeader title={t("pages.contact.title")} lead={t("quote.contact.lead")} />
      <div className="container-page py-8 sm:py-10">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0">
            {/* On a phone, calling is one tap away before the form. */}
            <div className="mb-6 grid grid-cols-2 gap-3 lg:hidden">
              <a href={phoneHref(business.phone)} className="btn btn-dark">
                <Phone className="h-5 w-5" aria-hidden="true" />
                {t("common.callUs")}
              </a>
              <a href={`mailto:${business.email}`} className="btn btn-outline">
                <Mail className="h-5 w-5" aria-hidden="true" />
                {t("common.writeUs")}
              </a>
            </div>
            {posted?.ok ? (
              <SentPage reference={posted.reference} />
            ) : (
              <section aria-labelledby="contact-form-title" className="card p-5 sm:p-6">
                <h2 id="contact-form-title" className="mb-4 text-xl font-bold">
                  {t("quote.contact.formTitle")}
                </h2>
                {lastReference ? (
                  <p role="status" className="mb-5 flex items-start gap-2 rounded-md bg-concrete-100 p-3 text-sm">
                    <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success-700" aria-hidden="true" />
                    <span>
                      <strong>{t("toast.messageSentPage")}</strong> {t("quote.success.contactText", { reference: lastReference })}
                    </span>
                  </p>
                ) : null}
                <ContactForm
                  key={generation}
                  submission={submissionFormProps(form, () => void loadContactRules().catch(() => undefined))}
                  values={generation === 0 && posted && !posted.ok ? (posted.values ?? {}) : {}}
                />
              </section>
            )}
          </div>
          <aside className="space-y-6">
            <ContactDetails business={business} />
            <ContactLocation business={business} serviceArea={loaderData.serviceArea} />
          </aside>
        </div>
        <ContactFaq items={loaderData.faq} />
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
