import { ChevronRight } from "./ui/icons.tsx";
import { Link } from "react-router";
import { useI18n } from "../i18n/react.tsx";

export type BreadcrumbItem = { label: string; path?: string };

export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t, href } = useI18n();
  const all: BreadcrumbItem[] = [{ label: t("nav.home"), path: "/" }, ...items];
  return (
    <nav aria-label={t("common.breadcrumb")} className="text-sm text-concrete-600">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((item, i) => {
          const last = i === all.length - 1;
          return (
            // The chevron ends its item, so a wrapped trail never starts a line with it.
            <li key={`${item.label}-${i}`} className="flex items-center gap-1">
              {last || !item.path ? (
                <span aria-current={last ? "page" : undefined} className={last ? "font-semibold text-ink" : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link to={href(item.path)} className="inline-flex min-h-8 items-center hover:text-ink hover:underline">
                  {item.label}
                </Link>
              )}
              {last ? null : <ChevronRight className="h-4 w-4 shrink-0 text-concrete-500" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Grey band with breadcrumb, title and lead, used by inner pages. */
export function PageHeader({ title, lead, crumbs }: { title: string; lead?: string; crumbs?: readonly BreadcrumbItem[] }) {
  return (
    <div className="border-b border-concrete-200 bg-concrete-100">
      <div className="container-page py-8 sm:py-10">
        <Breadcrumb items={crumbs ?? [{ label: title }]} />
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-concrete-700">{lead}</p> : null}
      </div>
    </div>
  );
}
