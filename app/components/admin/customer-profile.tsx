/** The customer's page: the profile (from the account and client_profiles) as a list of facts. */
import { phoneHref } from "../../config/business.ts";
import type { CustomerDetail } from "../../db/customers-admin.server.ts";
import { formatPhone } from "../../domain/validation/fields.ts";
import { formatLongDate } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";
import { DetailFacts } from "./detail-section.tsx";
import { EmailStateBadge } from "./staff-badge.tsx";

const link = "font-medium text-safety-700 underline underline-offset-2";

export function CustomerProfileCard({ customer }: { customer: CustomerDetail }) {
  const { t, lang } = useI18n();
  const address = [customer.address, [customer.city, customer.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <section aria-labelledby="customer-profile-title" className="card p-4 sm:p-5">
      <h2 id="customer-profile-title" className="mb-3 text-lg font-bold">
        {t("adminCustomers.detail.profile")}
      </h2>
      <DetailFacts
        rows={[
          [
            t("adminCustomers.detail.email"),
            <a key="e" href={`mailto:${customer.email}`} className={`${link} break-all`}>
              {customer.email}
            </a>,
          ],
          [t("adminCustomers.detail.emailState"), <EmailStateBadge key="v" confirmed={customer.emailVerified} />],
          [
            t("adminCustomers.detail.phone"),
            customer.phone ? (
              <a key="p" href={phoneHref(customer.phone)} className={link}>
                {formatPhone(customer.phone)}
              </a>
            ) : null,
          ],
          [t("adminCustomers.detail.company"), customer.company],
          [t("adminCustomers.detail.accountType"), t(`adminCustomers.accountTypes.${customer.accountType}`)],
          [t("adminCustomers.detail.address"), address],
          [t("adminCustomers.detail.language"), t(`adminCustomers.detail.languages.${customer.lang}`)],
          [
            t("adminCustomers.detail.created"),
            <time key="c" dateTime={customer.createdAt.toISOString()}>
              {formatLongDate(lang, customer.createdAt.toISOString())}
            </time>,
          ],
        ]}
      />
    </section>
  );
}
