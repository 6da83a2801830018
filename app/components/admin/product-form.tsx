/**
 * The product form of the back office, built from the form kit
 * (decision 0012): a plain POST that works without JavaScript, the server's
 * errors beside their fields, French and English side by side (English under
 * French on a phone). Lists are text areas, one item per line; specifications
 * "label | value" lines (app/domain/catalogue/product-form.ts).
 */
import { Save } from "../ui/admin-icons.tsx";
import { useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { PRODUCT_FIELDS, PRODUCT_LISTS, PRODUCT_TEXT_MAX, type ProductField } from "../../domain/catalogue/product-form.ts";
import type { FieldErrors } from "../../domain/validation/errors.ts";
import { useI18n } from "../../i18n/react.tsx";
import { CheckboxField, FormAlert, SelectField, TextAreaField, TextField } from "../ui/form-field.tsx";
import { focusFirstError } from "../ui/use-form-submission.ts";
import { useOnNewValue } from "../ui/use-form-answer.ts";

export type CategoryChoice = { path: string; name: string; sold: boolean };

type ProductFormProps = {
  values: Record<ProductField, string>;
  errors: FieldErrors;
  categories: CategoryChoice[];
  /** The product's `updatedAt` when the form was loaded (refuses to save over someone else's change); none for a new product. */
  loadedAt?: string;
  summary?: string;
};

function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="card p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-concrete-700">{hint}</p> : null}
      <div className="mt-4 grid gap-x-5 gap-y-4 md:grid-cols-2">{children}</div>
    </section>
  );
}

export function ProductForm({ values, errors, categories, loadedAt, summary }: ProductFormProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const form = useRef<HTMLFormElement>(null);
  // The server's answer to a save: the first field in error takes the focus (the save button is far below it).
  useOnNewValue(summary ? errors : undefined, (found) => focusFirstError(form.current, found, PRODUCT_FIELDS));
  const label = (field: ProductField) => t(`adminProducts.fields.${field}`);
  const common = (field: ProductField) => ({ name: field, label: label(field), defaultValue: values[field], error: errors[field] });
  const line = (field: ProductField, max: number, required = false) => <TextField {...common(field)} required={required} maxLength={max} autoComplete="off" />;
  const money = (field: ProductField, hint?: string) => <TextField {...common(field)} inputMode="decimal" autoComplete="off" hint={hint} controlClassName="tabular-nums" />;
  /** A text area tall enough for its lines (4 to 12), so staff see a list whole. */
  const rows = (field: ProductField) => Math.min(12, Math.max(4, values[field].split("\n").length + 1));
  const saleCategory = categories.find((category) => category.sold)?.name ?? "";

  return (
    <Form ref={form} method="post" noValidate className="grid gap-6">
      <input type="hidden" name="intent" value="save" />
      {loadedAt ? <input type="hidden" name="loadedAt" value={loadedAt} /> : null}
      {summary ? <FormAlert title={t("validation.errorTitle")} text={summary} /> : null}

      <Section id="texts" title={t("adminProducts.sections.texts")}>
        {line("nameFr", PRODUCT_TEXT_MAX.name, true)}
        {line("nameEn", PRODUCT_TEXT_MAX.name)}
        <TextAreaField {...common("descriptionFr")} required rows={8} maxLength={PRODUCT_TEXT_MAX.description} />
        <TextAreaField {...common("descriptionEn")} rows={8} maxLength={PRODUCT_TEXT_MAX.description} />
      </Section>

      <Section id="details" title={t("adminProducts.sections.details")}>
        {line("brand", PRODUCT_TEXT_MAX.brand, true)}
        {line("model", PRODUCT_TEXT_MAX.model)}
        <SelectField {...common("categoryPath")} required className="md:col-span-2">
          <option value="">—</option>
          {categories.map((category) => (
            <option key={category.path} value={category.path}>
              {category.name}
            </option>
          ))}
        </SelectField>
      </Section>

      <Section id="pricing" title={t("adminProducts.sections.pricing")}>
        {money("priceDay")}
        {money("priceWeek", t("adminProducts.fields.priceWeekHint"))}
        <TextField {...common("fleetUnits")} inputMode="numeric" autoComplete="off" hint={t("adminProducts.fields.fleetUnitsHint")} controlClassName="tabular-nums" />
        {money("salePrice", t("adminProducts.fields.salePriceHint", { category: saleCategory }))}
      </Section>

      <Section id="availability" title={t("adminProducts.sections.availability")}>
        {/* Typed in the page's format (AAAA-MM-JJ), as the dashboard's day filters: a native date input shows the browser's locale. */}
        <TextField
          {...common("unavailableUntil")}
          inputMode="numeric"
          pattern="\d{4}-\d{2}-\d{2}"
          maxLength={10}
          autoComplete="off"
          placeholder={t("admin.filters.dateFormat")}
          optionalLabel={t("admin.filters.dateFormat")}
          hint={t("adminProducts.fields.unavailableUntilHint")}
          className="md:col-span-2 md:max-w-md"
        />
      </Section>

      <Section id="media" title={t("adminProducts.sections.media")}>
        <TextField {...common("video")} type="url" inputMode="url" autoComplete="off" hint={t("adminProducts.fields.videoHint")} className="md:col-span-2" />
        <TextField {...common("rating")} inputMode="decimal" autoComplete="off" controlClassName="tabular-nums" />
        <TextField {...common("reviews")} inputMode="numeric" autoComplete="off" controlClassName="tabular-nums" />
      </Section>

      <Section id="lists" title={t("adminProducts.sections.lists")} hint={t("adminProducts.sections.listsHint")}>
        {PRODUCT_LISTS.flatMap((list) => [
          <TextAreaField key={`${list}Fr`} {...common(`${list}Fr`)} rows={Math.max(rows(`${list}Fr`), rows(`${list}En`))} messageVars={{ n: PRODUCT_TEXT_MAX.lines }} />,
          <TextAreaField key={`${list}En`} {...common(`${list}En`)} rows={Math.max(rows(`${list}Fr`), rows(`${list}En`))} messageVars={{ n: PRODUCT_TEXT_MAX.lines }} />,
        ])}
      </Section>

      <Section id="specifications" title={t("adminProducts.sections.specifications")} hint={t("adminProducts.sections.specificationsHint")}>
        <TextAreaField {...common("specificationsFr")} rows={Math.max(rows("specificationsFr"), rows("specificationsEn"))} />
        <TextAreaField {...common("specificationsEn")} rows={Math.max(rows("specificationsFr"), rows("specificationsEn"))} />
      </Section>

      <section aria-labelledby="publishing-title" className="card p-4 sm:p-6">
        <h2 id="publishing-title" className="text-lg font-bold">
          {t("adminProducts.sections.publishing")}
        </h2>
        <div className="mt-4">
          <CheckboxField name="published" error={errors.published} defaultChecked={values.published === "on"}>
            {label("published")}
          </CheckboxField>
          <p className="mt-1 pl-9 text-sm text-concrete-600">{t("adminProducts.fields.publishedHint")}</p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3 border-t border-concrete-200 pt-5">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            <Save className="h-5 w-5" aria-hidden="true" />
            {loadedAt ? t("adminProducts.edit.save") : t("adminProducts.edit.create")}
          </button>
        </div>
      </section>
    </Form>
  );
}
