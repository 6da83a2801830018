/**
 * The answer of a dashboard action (status change, e-mail retry): a toast
 * with JavaScript ('Statut mis à jour', spec 4), a message at the top of the
 * page without it (the page is rendered again after the form post).
 */
import { useOnNewValue } from "../ui/use-form-answer.ts";
import { useHydrated } from "../ui/use-hydrated.ts";
import { toast } from "../toast.tsx";
import type { MessageKey, Vars } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";

/** `vars` fills the message's placeholders (the product a refusal is about). */
export type AdminActionResult = { ok: boolean; intent: string; message: MessageKey; vars?: Vars };

export function useActionToast(result: AdminActionResult | undefined): void {
  const { t } = useI18n();
  useOnNewValue(result, (answer) => {
    if (answer.ok) toast({ title: t(answer.message, answer.vars) });
    else toast({ title: t("validation.errorTitle"), description: t(answer.message, answer.vars), variant: "destructive" });
  });
}

export function ActionNotice({ result }: { result: AdminActionResult | undefined }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  if (hydrated || !result) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={`mb-6 rounded-lg border px-4 py-3 font-semibold ${result.ok ? "border-success-700 bg-white text-success-700" : "border-danger-700 bg-danger-50 text-danger-700"}`}
    >
      {t(result.message, result.vars)}
    </p>
  );
}
