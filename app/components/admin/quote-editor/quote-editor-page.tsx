/**
 * The staff quote editor's page (app/routes/admin-quote.tsx): the form of the lines, options,
 * delivery, adjustments and handover on the left, the totals with the buttons, the sent
 * versions and the customer on the right.
 *
 * One form, posted to the route's action. Without JavaScript it is a plain form (every button
 * a POST, the page drawn again with the answer). With it, the same form goes through a
 * fetcher, and a change of a line's dates or quantity, or of an amount, asks the action for a
 * preview (priced and checked against the fleet, nothing saved) half a second later; the
 * figures and the availability follow, what was typed stays typed. The form is drawn afresh
 * only when its rows change (a row added or removed).
 */
import { ArrowLeft } from "../../ui/icons.tsx";
import { useEffect, useRef, type FocusEvent, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import type { EditorView } from "../../../routes/admin-quote.server.ts";
import { OPEN_QUOTE_STATUSES } from "../../../domain/request-status.ts";
import type { FieldErrors } from "../../../domain/validation/errors.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { toast } from "../../toast.tsx";
import { FormAlert, FormMessage } from "../../ui/form-field.tsx";
import { useOnNewValue } from "../../ui/use-form-answer.ts";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { AdminHeader } from "../admin-header.tsx";
import { AdminStatusBadge } from "../status-badge.tsx";
import { QuoteAdjustmentsFields, QuoteHandoverFields } from "./quote-adjustments-fields.tsx";
import { QuoteCustomerCard, type QuoteCustomer } from "./quote-customer-card.tsx";
import { QuoteExtrasFields } from "./quote-extras-fields.tsx";
import { QuoteLinesFields } from "./quote-lines-fields.tsx";
import { QuoteSummary } from "./quote-summary.tsx";
import { QuoteVersions } from "./quote-versions.tsx";

/** The action's answer: a toast's message (none for a preview), the errors by field, the view to show. */
export type EditorAnswer = {
  ok: boolean;
  intent: string;
  message: MessageKey | null;
  vars?: Record<string, string | number>;
  errors?: FieldErrors;
  view?: EditorView;
};

/** Fields whose change asks for a preview: the figures and the availability depend on them. */
const PREVIEWED = /^(lines\[\d+\]\.(quantity|startDate|endDate)|extras\[\d+\]\.(quantity|unitPrice)|deliveryFee|discount)$/;
/** A line's price and its reason are previewed once left: the price field is drawn again by the answer, never while typed in. */
const PREVIEWED_ON_LEAVE = /^lines\[\d+\]\.(unitPrice|priceReason)$/;
const PREVIEW_DELAY_MS = 500;

/** The rows of the form: it is drawn afresh when they change, never while staff type. */
function rowsSignature(view: EditorView): string {
  return `${view.values.lines.map((line) => line.productId).join(",")}|${view.values.extras.map((extra) => extra.kind).join(",")}`;
}

export function QuoteEditorPage({ view: loaded, customer, posted }: { view: EditorView; customer: QuoteCustomer; posted: EditorAnswer | undefined }) {
  const { t, href } = useI18n();
  const hydrated = useHydrated();
  const fetcher = useFetcher<EditorAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const answer = fetcher.data ?? posted;
  const view = answer?.view ?? loaded;
  const errors = answer && !answer.ok ? (answer.errors ?? {}) : {};
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("intent") !== "preview" ? String(fetcher.formData?.get("intent") ?? "") : null;

  useOnNewValue(answer, (shown) => {
    if (!hydrated || !shown.message) return;
    if (shown.ok) toast({ title: t(shown.message, shown.vars) });
    else toast({ title: t("validation.errorTitle"), description: t(shown.message, shown.vars), variant: "destructive" });
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  // After a row is added, the keyboard lands on its first field; after one is removed, on its list.
  const lastRowAnswer = useRef<EditorAnswer | undefined>(undefined);
  useEffect(() => {
    if (!fetcher.data || fetcher.data === lastRowAnswer.current || !/^(add|remove)-/.test(fetcher.data.intent)) return;
    lastRowAnswer.current = fetcher.data;
    const target = fetcher.data.intent.startsWith("add-extra")
      ? document.getElementById(`extras-${view.values.extras.length - 1}-label`)
      : document.getElementById(fetcher.data.intent.startsWith("remove-line") ? "quote-lines-title" : "quote-extras-title");
    target?.focus();
  }, [fetcher.data, view.values.extras.length]);

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (PREVIEWED.test((event.target as HTMLInputElement).name ?? "")) schedulePreview();
  }
  function onLeave(event: FocusEvent<HTMLFormElement>) {
    const target = event.target;
    if (target instanceof HTMLInputElement && PREVIEWED_ON_LEAVE.test(target.name) && target.value !== target.defaultValue) schedulePreview();
  }
  // A button pressed meanwhile wins: the preview waiting to start would cancel its post.
  function cancelPreview() {
    clearTimeout(timer.current);
  }
  function schedulePreview() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const values = new FormData(form);
      values.set("intent", "preview");
      void fetcher.submit(values, { method: "post" });
    }, PREVIEW_DELAY_MS);
  }

  const back = (
    <Link to={`${href("/admin")}?request=${encodeURIComponent(view.reference)}`} className="btn btn-ghost">
      <ArrowLeft className="h-5 w-5" aria-hidden="true" />
      {t("adminQuotes.editor.back")}
    </Link>
  );
  return (
    <>
      <AdminHeader view="requests" title={t("adminQuotes.editor.title", { reference: view.reference })} lead={t("adminQuotes.editor.lead", { name: customer.name })} actions={back} />
      <div className="container-page py-6 sm:py-8">
        <div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-concrete-700">
          <AdminStatusBadge status={view.status} />
          <span>{view.versions.length > 0 ? t("adminQuotes.editor.newVersionOf", { version: (view.versions[0]?.version ?? 0) + 1 }) : t("adminQuotes.editor.firstVersion")}</span>
          <span aria-hidden="true">·</span>
          <span>{t(`adminQuotes.editor.customerLanguage.${view.customerLang}`)}</span>
        </div>
        {!(OPEN_QUOTE_STATUSES as readonly string[]).includes(view.status) ? (
          <div className="mb-6">
            <FormMessage tone="error">{t("adminQuotes.editor.notOpenNotice")}</FormMessage>
          </div>
        ) : null}
        {!hydrated && answer?.message ? (
          <div className="mb-6">
            <FormMessage tone={answer.ok ? "success" : "error"}>{t(answer.message, answer.vars)}</FormMessage>
          </div>
        ) : null}
        <fetcher.Form ref={formRef} method="post" noValidate onChange={onChange} onBlur={onLeave} onSubmit={cancelPreview} key={rowsSignature(view)} aria-label={t("adminQuotes.editor.formTitle")}>
          {/* Enter in a field previews (the form's first submit button), never removes a row. */}
          <button type="submit" name="intent" value="preview" tabIndex={-1} aria-hidden="true" className="sr-only">
            {t("adminQuotes.editor.preview")}
          </button>
          {/* One column of minmax(0, 1fr) on a phone: the date fields' own width never widens the page. */}
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
            <div className="grid grid-cols-1 gap-6">
              {answer && !answer.ok && answer.errors && Object.keys(answer.errors).length > 0 && answer.message ? (
                <FormAlert title={t("validation.errorTitle")} text={t(answer.message, answer.vars)} />
              ) : null}
              <QuoteLinesFields view={view} errors={errors} />
              <QuoteExtrasFields view={view} errors={errors} />
              <QuoteAdjustmentsFields view={view} errors={errors} customer={customer} />
              <QuoteHandoverFields view={view} errors={errors} />
            </div>
            <div className="grid grid-cols-1 gap-6 lg:sticky lg:top-4">
              <QuoteSummary view={view} busy={busy} previewing={fetcher.state !== "idle" && !busy} />
              <QuoteVersions view={view} />
              <QuoteCustomerCard customer={customer} />
            </div>
          </div>
        </fetcher.Form>
      </div>
    </>
  );
}
