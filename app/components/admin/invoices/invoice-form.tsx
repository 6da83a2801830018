/**
 * What every form of the invoice screen shares: a plain post with its intent (and the invoice it
 * is about), its accessible name, its refusal shown at its top, each field's error beside it and
 * what was typed kept, and its button held while it is on its way. The screen's data as the
 * route's loader sends it (dates as ISO strings).
 */
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { InvoicePage, IssuedView } from "../../../db/invoice-page.server.ts";
import { useI18n } from "../../../i18n/react.tsx";
import type { InvoiceIntent } from "../../../domain/billing/invoice-forms.ts";
import type { FieldErrors } from "../../../domain/validation/errors.ts";
import type { AdminActionResult } from "../action-result.tsx";
import { FormAlert } from "../../ui/form-field.tsx";

/** An answer of the screen's action: `form` says which form it is about (its intent, and its invoice). */
export type InvoiceResult = AdminActionResult & { form: string; errors?: FieldErrors; values?: Record<string, string> };

export type InvoiceScreenPage = Omit<InvoicePage, "issued" | "ledger"> & {
  taxNumbersSet: boolean;
  issued: (Omit<IssuedView, "issuedAt"> & { issuedAt: string })[];
  ledger: (Omit<InvoicePage["ledger"][number], "at"> & { at: string })[];
};

/** One form's view of the last answer: its own refusal only, and its fields' props. */
export function useInvoiceForm(answer: InvoiceResult | undefined, intent: InvoiceIntent, subject?: string) {
  const navigation = useNavigation();
  const key = subject ? `${intent}:${subject}` : intent;
  const mine = answer && !answer.ok && answer.form === key ? answer : undefined;
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent && (navigation.formData.get("invoice") ?? "") === (subject ?? "");
  const field = (name: string, fallback = "") => ({
    name,
    id: `${key.replace(":", "-")}-${name}`,
    error: mine?.errors?.[name],
    messageVars: mine?.vars,
    defaultValue: mine?.values?.[name] ?? fallback,
  });
  return { key, mine, busy, field };
}

type PostFormProps = {
  intent: InvoiceIntent;
  /** The invoice the form acts on. */
  invoice?: string;
  /** Its accessible name (a form landmark). */
  name: string;
  answer: InvoiceResult | undefined;
  className?: string;
  /** Its refusal is shown elsewhere (a button in each row of a table: once, above the table). */
  quiet?: boolean;
  children: ReactNode;
};

export function PostForm({ intent, invoice, name, answer, className = "", quiet = false, children }: PostFormProps) {
  const { t } = useI18n();
  const { mine } = useInvoiceForm(answer, intent, invoice);
  return (
    <Form method="post" noValidate preventScrollReset aria-label={name} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {invoice ? <input type="hidden" name="invoice" value={invoice} /> : null}
      {mine && !quiet ? <FormAlert title={t("validation.errorTitle")} text={t(mine.message, mine.vars)} /> : null}
      {children}
    </Form>
  );
}
