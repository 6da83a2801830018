/**
 * The handover screen (app/routes/admin-handover.tsx): a field per reserved unit (a scanner types
 * its tag), its meter, condition and photos; the ID, the deposit and who takes the equipment; the
 * contract to read, the signature and the typed name. Once the equipment is out: the contract's link.
 */
import { lazy } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { HandoverPage } from "../../../db/handovers.server.ts";
import { DEPOSIT_METHODS, ID_KINDS, unitFieldNames } from "../../../domain/rental/handover-form.ts";
import { formatDateTime } from "../../../i18n/format-dates.ts";
import { useI18n } from "../../../i18n/react.tsx";
import type { HandoverResult } from "../../../routes/admin-handover.tsx";
import { ArrowLeft, FileText } from "../../ui/icons.tsx";
import { PackageCheck } from "../../ui/admin-icons.tsx";
import { FormAlert, SelectField, TextField } from "../../ui/form-field.tsx";
import { OptionalChunk } from "../../ui/optional-chunk.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { useActionToast } from "../action-result.tsx";
import { AdminHeader } from "../admin-header.tsx";
import { datesText } from "../quote-editor/quote-text.ts";
import { UnitPhotosField } from "./unit-photos.tsx";

const SignatureField = lazy(() => import("./signature-field.tsx").then((module) => ({ default: module.SignatureField })));

type Page = Omit<HandoverPage, "contracts"> & { contracts: { number: string; sha256: string; signedAt: string }[] };

export function HandoverScreen({ page, answer }: { page: Page; answer: HandoverResult | undefined }) {
  const i18n = useI18n();
  const { t, href, lang, money } = i18n;
  useActionToast(answer);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const errors = answer && !answer.ok ? (answer.errors ?? {}) : {};
  const values = answer && !answer.ok ? (answer.values ?? {}) : {};
  const lines = page.document?.lines ?? [];
  const starts = lines
    .map((line) => line.startDate)
    .filter((d): d is string => !!d)
    .sort();
  const ends = lines
    .map((line) => line.endDate)
    .filter((d): d is string => !!d)
    .sort();
  const base = `/admin/requests/${page.reference}`;
  const back = (
    <Link to={`${href("/admin")}?request=${page.reference}`} className="btn btn-ghost">
      <ArrowLeft className="h-5 w-5" aria-hidden="true" />
      {t("adminUnits.handover.back")}
    </Link>
  );
  const header = (
    <AdminHeader
      view="requests"
      title={t("adminUnits.handover.title", { reference: page.reference })}
      lead={t("adminUnits.handover.lead", { customer: page.customer, dates: datesText(i18n, starts[0] ?? null, ends.at(-1) ?? null) })}
      actions={back}
    />
  );
  const contracts = page.contracts.length > 0 ? <ContractLinks base={base} contracts={page.contracts} /> : null;
  if (page.out > 0 || page.status !== "accepted" || !page.document) {
    return (
      <>
        {header}
        <div className="container-page grid gap-6 py-6 sm:py-8">
          {page.out > 0 ? (
            <p role="status" className="card flex items-center gap-3 p-5 font-semibold text-success-700">
              <PackageCheck className="h-6 w-6" aria-hidden="true" />
              {t("adminUnits.handover.doneTitle")}
            </p>
          ) : (
            <p className="card p-6 text-concrete-700">{t("adminUnits.handover.notAccepted")}</p>
          )}
          {contracts}
        </div>
      </>
    );
  }
  const field = (name: string) => ({ name, id: `handover-${name}`, error: errors[name], defaultValue: values[name] ?? "" });
  return (
    <>
      {header}
      <div className="container-page py-6 sm:py-8">
        <Form method="post" encType="multipart/form-data" noValidate className="grid gap-6" preventScrollReset>
          {answer && !answer.ok ? <FormAlert title={t("validation.errorTitle")} text={t(answer.message, answer.vars)} /> : null}
          <section aria-labelledby="handover-units-title" className="card p-4 sm:p-5">
            <h2 id="handover-units-title" className="text-lg font-bold">
              {t("adminUnits.handover.unitsTitle")}
            </h2>
            <p className="mt-1 text-sm text-concrete-700">{t("adminUnits.handover.unitsLead")}</p>
            <div className="mt-4 grid gap-5">
              {page.products.map((product) => (
                <fieldset key={product.productId} className="grid gap-4">
                  <legend className="sr-only">{product.name[lang] || product.name.fr}</legend>
                  {Array.from({ length: product.units }, (_, i) => {
                    const names = unitFieldNames(product.productId, i);
                    return (
                      <div key={names.tag} className="grid gap-3 rounded-lg border border-concrete-200 p-3 sm:grid-cols-[12rem_11rem_minmax(0,1fr)]">
                        <p className="font-semibold sm:col-span-3">{t("adminUnits.handover.unitLabel", { n: i + 1, count: product.units, product: product.name[lang] || product.name.fr })}</p>
                        <TextField
                          {...field(names.tag)}
                          label={t("adminUnits.handover.tag")}
                          required
                          autoComplete="off"
                          autoCapitalize="characters"
                          spellCheck={false}
                          maxLength={200}
                          controlClassName="font-mono uppercase"
                          hint={product.freeTags.length > 0 ? t("adminUnits.handover.available", { tags: product.freeTags.slice(0, 6).join(", ") }) : t("adminUnits.handover.noneAvailable")}
                        />
                        <TextField {...field(names.hours)} label={t("adminUnits.handover.hours")} inputMode="decimal" autoComplete="off" maxLength={10} controlClassName="tabular-nums" />
                        <TextField {...field(names.condition)} label={t("adminUnits.handover.condition")} autoComplete="off" maxLength={500} hint={t("adminUnits.handover.conditionHint")} />
                        <UnitPhotosField name={names.photos} id={`handover-${names.photos}`} error={errors[names.photos]} className="sm:col-span-3" />
                      </div>
                    );
                  })}
                </fieldset>
              ))}
            </div>
          </section>
          <section aria-labelledby="handover-customer-title" className="card grid gap-3 p-4 sm:grid-cols-2 sm:p-5">
            <h2 id="handover-customer-title" className="text-lg font-bold sm:col-span-2">
              {t("adminUnits.handover.customerTitle")}
            </h2>
            <SelectField {...field("idKind")} label={t("adminUnits.handover.idKind")} required>
              <option value="">—</option>
              {ID_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`adminUnits.handover.idKinds.${kind}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              {...field("idLast4")}
              label={t("adminUnits.handover.idLast4")}
              required
              maxLength={4}
              autoComplete="off"
              hint={t("adminUnits.handover.idLast4Hint")}
              controlClassName="font-mono uppercase"
            />
            <TextField
              {...field("deposit")}
              defaultValue={values.deposit ?? String(page.document.deposit).replace(".", lang === "fr" ? "," : ".")}
              label={t("adminUnits.handover.deposit")}
              required
              inputMode="decimal"
              autoComplete="off"
              hint={t("adminUnits.handover.depositHint", { amount: money(page.document.deposit) })}
              controlClassName="tabular-nums"
            />
            <SelectField {...field("depositMethod")} label={t("adminUnits.handover.depositMethod")} required>
              <option value="">—</option>
              {DEPOSIT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(`adminUnits.handover.depositMethods.${method}`)}
                </option>
              ))}
            </SelectField>
            <TextField {...field("depositReference")} label={t("adminUnits.handover.depositReference")} maxLength={60} autoComplete="off" />
            <TextField {...field("takenBy")} label={t("adminUnits.handover.takenBy")} required maxLength={120} autoComplete="off" />
          </section>
          <section aria-labelledby="handover-contract-title" className="card grid gap-4 p-4 sm:p-5">
            <div>
              <h2 id="handover-contract-title" className="text-lg font-bold">
                {t("adminUnits.handover.contractTitle")}
              </h2>
              <p className="mt-1 text-sm text-concrete-700">{t("adminUnits.handover.contractLead")}</p>
            </div>
            <div className="rounded-lg bg-concrete-50 p-4 text-sm">
              <p className="font-semibold">{t("adminUnits.handover.contractItems")}</p>
              <ul className="mt-1 list-disc pl-5">
                {lines.map((line, i) => (
                  <li key={`${line.productId}-${i}`}>
                    {line.quantity} × {line.name[page.lang] || line.name.fr} · {datesText(i18n, line.startDate ?? null, line.endDate ?? null)} · {money(line.lineTotal)}
                  </li>
                ))}
              </ul>
              <p className="mt-2">{t("adminUnits.handover.contractDeposit", { amount: money(page.document.deposit) })}</p>
              <p className="mt-2">{t("adminUnits.handover.contractFinal")}</p>
              <p className="mt-2">
                <a href={href("/rental-policy")} target="_blank" rel="noopener" className="font-semibold text-safety-700 underline underline-offset-2">
                  {t("adminUnits.handover.contractPolicies")}
                </a>
              </p>
            </div>
            {hydrated ? (
              <OptionalChunk name="Signature pad" fallback={<p className="text-sm text-concrete-700">{t("adminUnits.handover.signatureNoScript")}</p>}>
                <SignatureField error={errors.signature ? t(errors.signature.key) : undefined} />
              </OptionalChunk>
            ) : (
              <p className="text-sm text-concrete-700">{t("adminUnits.handover.signatureNoScript")}</p>
            )}
            <TextField {...field("signerName")} label={t("adminUnits.handover.signerName")} required maxLength={120} autoComplete="off" />
            <button type="submit" className="btn btn-primary justify-self-start" disabled={busy}>
              <PackageCheck className="h-5 w-5" aria-hidden="true" />
              {t("adminUnits.handover.submit")}
            </button>
          </section>
        </Form>
        {contracts}
      </div>
    </>
  );
}

function ContractLinks({ base, contracts }: { base: string; contracts: Page["contracts"] }) {
  const { t, href, lang } = useI18n();
  return (
    <section aria-labelledby="handover-contracts-title" className="card mt-6 p-4 sm:p-5">
      <h2 id="handover-contracts-title" className="text-lg font-bold">
        {t("adminUnits.handover.contractTitle")}
      </h2>
      <ul className="mt-2 grid gap-3">
        {contracts.map((contract) => (
          <li key={contract.number} className="text-sm">
            <a href={href(`${base}/contracts/${contract.number}.pdf`)} className="inline-flex items-center gap-2 font-semibold text-safety-700 underline underline-offset-2">
              <FileText className="h-5 w-5" aria-hidden="true" />
              {t("adminUnits.handover.contractLink", { number: contract.number })}
            </a>
            <p className="text-concrete-700">{formatDateTime(lang, contract.signedAt)}</p>
            <p className="font-mono text-xs break-all text-concrete-600">{t("adminUnits.handover.contractHash", { hash: contract.sha256 })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
