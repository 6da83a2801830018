/**
 * The selected request (spec 2 /admin): status buttons, client information,
 * message or comments, project dates and delivery site, requested items with
 * totals and taxes, reply-by-e-mail and call links, and the history of its
 * status (decisions.md: who, when, from, to).
 */
import { Building2, Check, Mail, MapPin, Phone, User, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { phoneHref } from "../../config/business.ts";
import { useBusiness } from "../use-business.ts";
import { TPS_RATE, TVQ_RATE } from "../../domain/constants.ts";
import { REQUEST_STATUSES } from "../../domain/request-status.ts";
import { formatPhone } from "../../domain/validation/fields.ts";
import type { RequestDetail } from "../../db/admin-requests.server.ts";
import { formatLongDate, formatPercent } from "../../i18n/format.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";
import { adminDateTime } from "./format.ts";
import { withParams } from "./request-list.tsx";
import { AdminStatusBadge, statusLabelKey } from "./status-badge.tsx";

export function RequestDetailPanel({ reference, detail }: { reference: string | null; detail: RequestDetail | null }) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(reference);

  // A request opened from the list: focus moves to its title (keyboard and screen-reader users land on it;
  // on a tablet, where the detail sits above the list, it also scrolls into view).
  useEffect(() => {
    if (reference && reference !== previous.current) heading.current?.focus();
    previous.current = reference;
  }, [reference]);

  if (!reference) {
    return (
      <aside aria-label={t("admin.detail.label")} className="card hidden p-8 text-center text-concrete-700 lg:block">
        {t("admin.detail.placeholder")}
      </aside>
    );
  }
  if (!detail) {
    return (
      <aside aria-label={t("admin.detail.label")} className="card order-first p-6 lg:order-none">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
          {t("admin.detail.notFound", { reference })}
        </h2>
        <CloseLink />
      </aside>
    );
  }
  return (
    <aside aria-labelledby="request-detail-title" className="card order-first overflow-hidden lg:sticky lg:top-4 lg:order-none">
      <DetailHeader detail={detail} headingRef={heading} />
      <div className="space-y-6 p-4 sm:p-6">
        <StatusButtons detail={detail} />
        <ContactActions detail={detail} />
        <ClientInfo detail={detail} />
        <MessageBlock detail={detail} />
        {detail.type === "quote" ? <ProjectBlock detail={detail} /> : null}
        {detail.items.length > 0 ? <ItemsTable detail={detail} /> : null}
        <History detail={detail} />
      </div>
    </aside>
  );
}

function CloseLink() {
  const { t, href } = useI18n();
  const location = useLocation();
  return (
    <Link to={`${href("/admin")}${withParams(location.search, { request: null })}`} preventScrollReset className="btn btn-ghost -mr-2 shrink-0 px-2.5" title={t("admin.detail.close")}>
      <X className="h-5 w-5" aria-hidden="true" />
      <span className="sr-only">{t("admin.detail.close")}</span>
    </Link>
  );
}

function DetailHeader({ detail, headingRef }: { detail: RequestDetail; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const { t, lang } = useI18n();
  return (
    <div className="flex items-start justify-between gap-3 border-b border-concrete-200 bg-concrete-50 px-4 py-4 sm:px-6">
      <div className="min-w-0">
        <p className="text-sm font-semibold uppercase tracking-wide text-concrete-700">{t(`admin.type.${detail.type}`)}</p>
        <h2 id="request-detail-title" ref={headingRef} tabIndex={-1} className="font-mono text-2xl font-extrabold outline-none">
          <span className="sr-only">{t("admin.detail.title", { reference: detail.reference })}</span>
          <span aria-hidden="true">{detail.reference}</span>
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-concrete-700">
          <span>{t("admin.detail.receivedOn", { date: adminDateTime(lang, detail.createdAt) })}</span>
          <AdminStatusBadge status={detail.status} />
        </p>
      </div>
      <CloseLink />
    </div>
  );
}

function StatusButtons({ detail }: { detail: RequestDetail }) {
  const { t } = useI18n();
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "status" ? navigation.formData.get("status") : null;
  return (
    <section aria-labelledby="status-title">
      <h3 id="status-title" className="mb-2 text-sm font-bold uppercase tracking-wide text-concrete-700">
        {t("admin.detail.statusTitle")}
      </h3>
      <Form method="post" action={`${location.pathname}${location.search}`} preventScrollReset className="grid grid-cols-3 gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={detail.id} />
        {REQUEST_STATUSES.map((status) => {
          const current = detail.status === status;
          const label = t(statusLabelKey(status));
          return (
            <button
              key={status}
              type="submit"
              name="status"
              value={status}
              // aria-disabled rather than disabled: the button just pressed keeps the keyboard focus
              // when it becomes the current status (a disabled button would drop it to the page).
              aria-disabled={current || pending !== null ? true : undefined}
              onClick={(event) => {
                if (current || pending !== null) event.preventDefault();
              }}
              aria-label={current ? `${label} (${t("admin.detail.currentStatus")})` : t("admin.detail.setStatus", { status: label })}
              className={`btn w-full px-2 text-sm sm:text-base ${current ? "btn-dark !opacity-100" : "btn-outline"}`}
            >
              {current ? <Check className="hidden h-5 w-5 shrink-0 sm:block" aria-hidden="true" /> : null}
              <span className="truncate">{pending === status ? "…" : label}</span>
            </button>
          );
        })}
      </Form>
    </section>
  );
}

function ContactActions({ detail }: { detail: RequestDetail }) {
  const { t } = useI18n();
  const business = useBusiness();
  const subject = t("admin.detail.replySubject", { reference: detail.reference, business: business.name });
  const phone = detail.phone ? formatPhone(detail.phone) : null;
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`mailto:${encodeURIComponent(detail.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`} className="btn btn-primary">
        <Mail className="h-5 w-5" aria-hidden="true" />
        {t("admin.detail.replyByEmail")}
      </a>
      {phone && detail.phone ? (
        <a href={phoneHref(detail.phone)} className="btn btn-outline">
          <Phone className="h-5 w-5" aria-hidden="true" />
          {t("admin.detail.call", { phone })}
        </a>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-concrete-700">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: readonly (readonly [string, React.ReactNode])[] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== "");
  return (
    <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[max-content_minmax(0,1fr)]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-concrete-700">{label}</dt>
          <dd className="mb-1 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ClientInfo({ detail }: { detail: RequestDetail }) {
  const { t } = useI18n();
  const address = [detail.address, [detail.city, detail.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <Section title={t("admin.detail.client")}>
      <Facts
        rows={[
          [
            t("admin.detail.name"),
            <span key="n" className="inline-flex items-center gap-1.5 font-semibold">
              <User className="h-4 w-4 text-concrete-600" aria-hidden="true" />
              {detail.name}
            </span>,
          ],
          [
            t("admin.detail.email"),
            <a key="e" href={`mailto:${detail.email}`} className="font-medium text-safety-700 underline underline-offset-2">
              {detail.email}
            </a>,
          ],
          [
            t("admin.detail.phone"),
            detail.phone ? (
              <a key="p" href={phoneHref(detail.phone)} className="font-medium text-safety-700 underline underline-offset-2">
                {formatPhone(detail.phone)}
              </a>
            ) : null,
          ],
          [
            t("admin.detail.company"),
            detail.company ? (
              <span key="c" className="inline-flex items-center gap-1.5">
                <Building2 className="h-4 w-4 text-concrete-600" aria-hidden="true" />
                {detail.company}
              </span>
            ) : null,
          ],
          [t("admin.detail.address"), address],
          [t("admin.detail.language"), t(`admin.detail.languages.${detail.lang}`)],
          [t("admin.detail.account"), detail.userId ? t("admin.detail.yes") : null],
        ]}
      />
    </Section>
  );
}

function MessageBlock({ detail }: { detail: RequestDetail }) {
  const { t, lang } = useI18n();
  const title = detail.type === "contact" ? t("admin.detail.message") : t("admin.detail.comments");
  return (
    <Section title={title}>
      {detail.subject ? (
        <p className="mb-1 text-sm">
          <span className="text-concrete-700">
            {t("admin.detail.subject")}
            {lang === "fr" ? " : " : ": "}
          </span>
          <strong>{t(`quote.contact.subjects.${detail.subject}` as MessageKey)}</strong>
        </p>
      ) : null}
      {detail.message ? (
        <p className="whitespace-pre-wrap break-words rounded-lg bg-concrete-50 p-3">{detail.message}</p>
      ) : (
        <p className="text-concrete-700">{t("admin.detail.noMessage")}</p>
      )}
    </Section>
  );
}

function ProjectBlock({ detail }: { detail: RequestDetail }) {
  const { t, lang } = useI18n();
  const site = [detail.deliveryLocationName, detail.deliveryAddress, [detail.deliveryCity, detail.deliveryPostalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <Section title={t("admin.detail.project")}>
      <Facts
        rows={[
          [t("admin.detail.start"), detail.startDate ? formatLongDate(lang, detail.startDate) : null],
          [t("admin.detail.end"), detail.endDate ? formatLongDate(lang, detail.endDate) : null],
          [t("admin.detail.delivery"), detail.deliveryChoice ? t(`quote.form.deliveryChoices.${detail.deliveryChoice}`) : null],
          [
            t("admin.detail.deliverySite"),
            site ? (
              <span key="s" className="inline-flex items-start gap-1.5">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-concrete-600" aria-hidden="true" />
                {site}
              </span>
            ) : null,
          ],
        ]}
      />
    </Section>
  );
}

function ItemsTable({ detail }: { detail: RequestDetail }) {
  const { t, lang, money } = useI18n();
  const period = (p: "day" | "week" | "fixed") => (p === "day" ? t("common.perDay") : p === "week" ? t("common.perWeek") : `(${t("admin.detail.fixedPrice")})`);
  const totals: [string, number | null, boolean][] = [
    [t("admin.detail.subtotal"), detail.subtotal, false],
    [t("admin.detail.tps", { rate: formatPercent(lang, TPS_RATE) }), detail.tps, false],
    [t("admin.detail.tvq", { rate: formatPercent(lang, TVQ_RATE) }), detail.tvq, false],
    [t("admin.detail.total"), detail.totalAmount, true],
  ];
  return (
    <Section title={t("admin.detail.items")}>
      <table className="w-full text-left text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t("admin.detail.product")}</th>
            <th scope="col">{t("admin.detail.lineTotal")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-concrete-200 border-y border-concrete-200">
          {detail.items.map((item, index) => (
            <tr key={`${item.productId}-${index}`}>
              <td className="py-2.5 pr-3 align-top">
                <span className="block text-base font-semibold text-ink">{item.name}</span>
                {item.options.length > 0 ? (
                  <ul className="mt-0.5 text-concrete-700">
                    {item.options.map((option) => (
                      <li key={option}>+ {option}</li>
                    ))}
                  </ul>
                ) : null}
                <span className="mt-0.5 block tabular-nums text-concrete-700">
                  {t("admin.detail.quantity")} {item.quantity} × {money(item.unitPrice)} {period(item.period)}
                </span>
              </td>
              <td className="py-2.5 text-right align-top text-base font-semibold tabular-nums whitespace-nowrap">{money(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map(([label, value, strong]) =>
            value === null ? null : (
              <tr key={label} className={strong ? "text-base font-extrabold" : "text-concrete-700"}>
                <th scope="row" className="pt-2 pr-3 text-right font-[inherit]">
                  {label}
                </th>
                <td className="pt-2 text-right tabular-nums whitespace-nowrap text-ink">{money(value)}</td>
              </tr>
            ),
          )}
        </tfoot>
      </table>
    </Section>
  );
}

function History({ detail }: { detail: RequestDetail }) {
  const { t, lang } = useI18n();
  return (
    <Section title={t("admin.detail.history")}>
      <ol className="space-y-3 border-l-2 border-concrete-200 pl-4">
        {[...detail.history].reverse().map((change) => (
          <li key={change.id} className="relative">
            <span className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-ink" aria-hidden="true" />
            <p className="font-semibold">
              <span className="sr-only">{t("admin.detail.historyChange", { from: t(statusLabelKey(change.from)), to: t(statusLabelKey(change.to)) })}</span>
              <span className="flex flex-wrap items-center gap-1.5" aria-hidden="true">
                <AdminStatusBadge status={change.from} />
                →
                <AdminStatusBadge status={change.to} />
              </span>
            </p>
            <p className="mt-0.5 text-sm text-concrete-700">
              {t("admin.detail.historyBy", { name: change.byName })} · <time dateTime={new Date(change.at).toISOString()}>{adminDateTime(lang, change.at)}</time>
            </p>
          </li>
        ))}
        <li className="relative">
          <span className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-concrete-300" aria-hidden="true" />
          <p className="font-semibold">{t("admin.detail.historyCreated")}</p>
          <p className="mt-0.5 text-sm text-concrete-700">
            <time dateTime={new Date(detail.createdAt).toISOString()}>{adminDateTime(lang, detail.createdAt)}</time>
          </p>
        </li>
      </ol>
      {detail.history.length === 0 ? <p className="mt-3 text-sm text-concrete-700">{t("admin.detail.historyEmpty")}</p> : null}
    </Section>
  );
}
