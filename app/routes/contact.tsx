/**
 * /contact — contact form, phone, e-mail, address, opening hours, location and
 * a short FAQ (spec 2). The form works fully without JavaScript (plain post,
 * server-rendered errors keeping what was typed, success page with the
 * reference); the message and its e-mails are stored in one transaction.
 */
import { CheckCircle2, Mail, Phone } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, Link, useActionData, useFetcher, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import { defaultBusiness, phoneHref } from "../config/business.ts";
import { getEnv } from "../config/env.server.ts";
import { faqContent } from "../content/faq.ts";
import { serviceAreaText } from "../content/types.ts";
import { getDb } from "../db/client.server.ts";
import { CONTACT_FIELDS } from "../domain/validation/form-shapes.ts";
import { loadContactRules } from "../components/quote/load-rules.ts";
import { summaryOf, type FieldErrors } from "../domain/validation/errors.ts";
import { langFromPath, type MessageKey } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { toast } from "../components/toast.tsx";
import { ContactDetails, ContactLocation } from "../components/contact/contact-details.tsx";
import { ContactFaq } from "../components/contact/contact-faq.tsx";
import { ContactForm } from "../components/contact/contact-form.tsx";
import { FormAlert, focusFirstError, newSubmissionKey } from "../components/quote/form-fields.tsx";
import { requestInfoContext } from "../server/request-context.ts";
import { staticPageMeta } from "../seo/page-meta.ts";
import type { SiteInfo } from "../seo/meta.ts";
import type { SubmissionAnswer } from "./form-submission.server.ts";
import { submitContactMessage } from "./contact.server.ts";
import { getOptionalUser } from "../auth/session.server.ts";

export const meta = staticPageMeta("contact", "/contact");

/** The FAQ questions a person on the contact page most likely has. */
const CONTACT_FAQ = ["quote-response", "delivery-fees", "id-credit-card", "payment-methods"];
const MAX_BODY_BYTES = 64 * 1024;

type ContactAnswer = SubmissionAnswer & { values?: Record<string, string> };

export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const { business } = getEnv();
  const faq = faqContent(lang, business)
    .items.filter((item) => CONTACT_FAQ.includes(item.id))
    .map(({ id, question, answer }) => ({ id, question, answer }));
  return { faq, serviceArea: serviceAreaText(lang, business), submissionKey: crypto.randomUUID() };
}

export function shouldRevalidate() {
  return false;
}

export async function action({ request, context }: Route.ActionArgs) {
  const info = context.get(requestInfoContext);
  const env = getEnv();
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return data<ContactAnswer>({ ok: false, reason: "validation", message: { key: "validation.maxChars", vars: { n: MAX_BODY_BYTES } } }, { status: 413 });
  }
  const formData = await request.formData();
  const user = await getOptionalUser({ request, context });
  const answer = await submitContactMessage({
    userId: user?.id ?? null,
    db: await getDb(),
    formData,
    lang: langFromPath(new URL(request.url).pathname),
    settings: env,
    clientIp: info.clientIp,
    requestId: info.requestId,
  });
  const body: ContactAnswer = answer.body;
  if (!answer.body.ok) {
    // A page posted without JavaScript is rendered again with what was typed.
    body.values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(formData.get(field) ?? "").slice(0, 6000)]));
  }
  return data(body, { status: answer.status });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ContactAnswer> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, reason: "unexpected", message: { key: "quote.errors.contactFailed" } };
  }
}

function useBusiness() {
  return useRouteLoaderData<SiteInfo>("root")?.business ?? defaultBusiness;
}

/** Spec 8: a failure to store is 'Erreur d'envoi'; a problem with the form is 'Erreur'. */
function failureTitle(answer: Exclude<ContactAnswer, { ok: true }>): MessageKey {
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

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const business = useBusiness();
  const posted = useActionData<typeof action>();
  const fetcher = useFetcher<typeof clientAction>();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(posted && !posted.ok ? (posted.fieldErrors ?? {}) : {});
  const [alert, setAlert] = useState<{ title: string; text: string } | null>(
    posted && !posted.ok ? { title: t(failureTitle(posted)), text: t(posted.message.key, posted.message.vars) } : null,
  );
  const [generation, setGeneration] = useState(0);
  const [submissionKey, setSubmissionKey] = useState<string>(loaderData.submissionKey);
  const [lastReference, setLastReference] = useState<string | null>(null);

  const [checking, setChecking] = useState(false);
  const sending = fetcher.state !== "idle" || checking;

  // With JavaScript: checked with the server's own zod schema (loaded on first use), then
  // sent by the fetcher. Without JavaScript the browser posts the form and the server answers.
  async function checkAndSend(form: HTMLFormElement) {
    setChecking(true);
    try {
      const { contactInputFromFormData, validateContactForm } = await loadContactRules();
      const validated = validateContactForm(contactInputFromFormData(new FormData(form)));
      if (validated.ok) {
        setErrors({});
        setAlert(null);
        await fetcher.submit(form, { method: "post" });
        return;
      }
      const summary = summaryOf(validated.errors, CONTACT_FIELDS);
      const text = t(summary.key, summary.n === undefined ? undefined : { n: summary.n });
      setErrors(validated.errors);
      setAlert({ title: t("validation.errorTitle"), text });
      toast({ title: t("validation.errorTitle"), description: text, variant: "destructive" });
      focusFirstError(form, validated.errors, CONTACT_FIELDS);
    } catch {
      const text = t("quote.errors.contactFailed", { phone: business.phone });
      toast({ title: t("quote.errors.sendErrorTitle"), description: text, variant: "destructive" });
    } finally {
      setChecking(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sending) void checkAndSend(event.currentTarget);
  }

  // Each new answer to a submission made with JavaScript adjusts the page's state
  // (during render: React's pattern for state that follows a changing value)...
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const [seenAnswer, setSeenAnswer] = useState(answer);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    if (answer?.ok) {
      setErrors({});
      setAlert(null);
      setLastReference(answer.reference);
      setSubmissionKey(newSubmissionKey());
      setGeneration((g) => g + 1);
    } else if (answer) {
      setErrors(answer.fieldErrors ?? {});
      setAlert({ title: t(failureTitle(answer)), text: t(answer.message.key, { phone: business.phone, ...answer.message.vars }) });
    }
  }
  // ...and, once, what it means outside React: the toast and the focus.
  const announced = useRef<unknown>(undefined);
  useEffect(() => {
    if (!seenAnswer || announced.current === seenAnswer) return;
    announced.current = seenAnswer;
    if (seenAnswer.ok) {
      toast({ title: t("toast.messageSent"), description: t("quote.contact.sentBody", { reference: seenAnswer.reference }) });
      return;
    }
    const title = t(failureTitle(seenAnswer));
    toast({ title, description: t(seenAnswer.message.key, { phone: business.phone, ...seenAnswer.message.vars }), variant: "destructive" });
    focusFirstError(formRef.current, seenAnswer.fieldErrors ?? {}, CONTACT_FIELDS);
  }, [seenAnswer, t, business.phone]);

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
                  formRef={formRef}
                  errors={errors}
                  values={generation === 0 && posted && !posted.ok ? (posted.values ?? {}) : {}}
                  sending={sending}
                  submissionKey={submissionKey}
                  alert={alert ? <FormAlert title={alert.title} text={alert.text} /> : null}
                  onSubmit={onSubmit}
                  onFirstInput={() => void loadContactRules().catch(() => undefined)}
                  onFieldChange={(name) => {
                    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
                  }}
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
