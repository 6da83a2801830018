/** Who the quote is for, beside the editor: the customer, the company, the address the e-mail goes to, the delivery asked. */
import type { DeliveryChoice } from "../../../domain/validation/form-shapes.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { DetailFacts } from "../detail-section.tsx";

export type QuoteCustomer = { name: string; company: string | null; email: string; deliveryChoice: DeliveryChoice | null; deliveryEstimate: number | null };

export function QuoteCustomerCard({ customer }: { customer: QuoteCustomer }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="quote-customer-title" className="card p-4 sm:p-5">
      <h2 id="quote-customer-title" className="mb-3 text-lg font-bold">
        {t("adminQuotes.customer.title")}
      </h2>
      <DetailFacts
        rows={[
          [t("admin.detail.name"), customer.name],
          [t("admin.detail.company"), customer.company],
          [t("admin.detail.email"), customer.email],
          [t("admin.detail.delivery"), customer.deliveryChoice ? t(`quote.form.deliveryChoices.${customer.deliveryChoice}`) : null],
        ]}
      />
    </section>
  );
}
