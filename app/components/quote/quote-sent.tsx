/**
 * The quote request's answers on /quote: the answer to a plain form post (no JavaScript), and the
 * message that replaces the emptied cart after a request sent from the page. Neither shows on a
 * first visit, so their code is not in the page's first load (routes/quote.tsx loads it).
 */
import type { Ref } from "react";
import { Link } from "react-router";
import { CheckCircle2 } from "../ui/icons.tsx";
import { FormAlert } from "../ui/form-field.tsx";
import { useI18n } from "../../i18n/react.tsx";
import type { SubmissionAnswer } from "../../submissions/form-submission.server.ts";

/** The answer to a plain form post: success page or the reason. */
export function PostedAnswer({ answer }: { answer: SubmissionAnswer }) {
  const { t, href } = useI18n();
  if (!answer.ok) return <FormAlert title={t("validation.errorTitle")} text={t(answer.message.key, answer.message.vars)} />;
  return (
    <div role="status" className="card border-l-4 border-l-success-700 p-6">
      <h2 className="flex items-center gap-2 text-xl font-bold text-success-700">
        <CheckCircle2 className="h-6 w-6" aria-hidden="true" />
        {t("toast.quoteSentPage")}
      </h2>
      <p className="mt-2">{t("quote.success.quoteText", { reference: answer.reference })}</p>
      <Link to={href("/categories")} className="btn btn-outline mt-4">
        {t("quote.success.backToCatalogue")}
      </Link>
    </div>
  );
}

/** After a request sent from the page: its reference, in a message that takes the focus (the page gives it the ref). */
export function SentNotice({ reference, ref }: { reference: string; ref: Ref<HTMLDivElement> }) {
  const { t } = useI18n();
  return (
    <div ref={ref} role="status" tabIndex={-1} className="card flex gap-3 border-l-4 border-l-success-700 p-5">
      <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-success-700" aria-hidden="true" />
      <div>
        <p className="text-lg font-bold">{t("toast.quoteSent")}</p>
        <p className="mt-1 text-concrete-700">{t("quote.success.quoteText", { reference })}</p>
      </div>
    </div>
  );
}
