/**
 * Beside the product form: where the product stands for customers (with the
 * "English missing" state), and archiving or restoring it (a plain POST).
 */
import { Archive, ArchiveRestore } from "../ui/admin-icons.tsx";
import { Form, useNavigation } from "react-router";
import type { ProductState } from "../../domain/catalogue/product-admin-list.ts";
import { useI18n } from "../../i18n/react.tsx";
import { ProductStateBadges } from "./product-list.tsx";

export function ProductStatusPanel({ product }: { product: { state: ProductState; returnsOn: string | null; englishMissing: boolean } }) {
  const { t } = useI18n();
  const notices = [
    product.state === "archived" ? t("adminProducts.edit.archivedNotice") : null,
    product.state === "draft" ? t("adminProducts.edit.draftNotice") : null,
    product.englishMissing && product.state !== "archived" ? t("adminProducts.edit.englishMissingNotice") : null,
  ].filter((notice): notice is string => notice !== null);
  return (
    <section aria-labelledby="status-title" className="card p-4 sm:p-5">
      <h2 id="status-title" className="text-lg font-bold">
        {t("adminProducts.list.availability")}
      </h2>
      <div className="mt-3">
        <ProductStateBadges {...product} />
      </div>
      {notices.map((notice) => (
        <p key={notice} className="mt-3 text-sm text-concrete-700">
          {notice}
        </p>
      ))}
    </section>
  );
}

export function ProductArchivePanel({ archived }: { archived: boolean }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const intent = archived ? "restore" : "archive";
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const Icon = archived ? ArchiveRestore : Archive;
  return (
    <section aria-labelledby="archive-title" className="card p-4 sm:p-5">
      <h2 id="archive-title" className="text-lg font-bold">
        {archived ? t("adminProducts.archive.restoreTitle") : t("adminProducts.archive.title")}
      </h2>
      <p className="mt-2 text-sm text-concrete-700">{archived ? t("adminProducts.archive.restoreText") : t("adminProducts.archive.text")}</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value={intent} />
        <button type="submit" className={`btn ${archived ? "btn-dark" : "btn-outline"} w-full`} disabled={busy}>
          <Icon className="h-5 w-5" aria-hidden="true" />
          {archived ? t("adminProducts.archive.restoreButton") : t("adminProducts.archive.button")}
        </button>
      </Form>
    </section>
  );
}
