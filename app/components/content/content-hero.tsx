import { ArrowRight, Phone } from "../ui/icons.tsx";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/react.tsx";
import { Breadcrumb, type BreadcrumbItem } from "../page-header.tsx";

/**
 * The top band of a content page: breadcrumb, title, lead, actions and, on wide
 * screens, a decorative illustration (phones get straight to the content).
 */
export function ContentHero({
  crumbs,
  title,
  lead,
  actions,
  image,
}: {
  crumbs: readonly BreadcrumbItem[];
  title: string;
  lead: string;
  actions?: ReactNode;
  /** Path of a decorative 800×600 illustration under public/. */
  image?: string;
}) {
  return (
    <div className="border-b border-concrete-200 bg-concrete-100">
      <div className={`container-page grid items-center gap-10 py-8 sm:py-12 ${image ? "lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:py-14" : ""}`}>
        <div>
          <Breadcrumb items={crumbs} />
          <span className="mt-6 block h-1.5 w-14 rounded-full bg-safety-500" aria-hidden="true" />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-concrete-700">{lead}</p>
          {actions ? <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div> : null}
        </div>
        {image ? <img src={image} alt="" width={800} height={600} className="hidden h-auto w-full rounded-card border border-concrete-200 shadow-card lg:block" /> : null}
      </div>
    </div>
  );
}

/** The hero's usual actions: the page's call to action (a page of the site) and a call button. */
export function ContentHeroActions({ buttonLabel, path, phone }: { buttonLabel: string; /** Route without language prefix. */ path: string; phone: { label: string; href: string } }) {
  const { href } = useI18n();
  return (
    <>
      <Link to={href(path)} className="btn btn-primary px-6">
        {buttonLabel}
        <ArrowRight className="h-5 w-5" aria-hidden="true" />
      </Link>
      <a href={phone.href} className="btn btn-outline px-6">
        <Phone className="h-5 w-5" aria-hidden="true" />
        {phone.label}
      </a>
    </>
  );
}
