import { ChevronDown, Cookie, FileText } from "../ui/icons.tsx";
import { Link } from "react-router";
import type { PolicyDocument, PolicySection } from "../../content/types.ts";
import { useI18n } from "../../i18n/react.tsx";
import { openCookiePreferences } from "../consent/consent-store.ts";
import { Breadcrumb } from "../page-header.tsx";

export type PolicyLink = { path: string; label: string };

function TableOfContents({ sections }: { sections: readonly PolicySection[] }) {
  return (
    <ol className="space-y-1 text-[0.95rem]">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className="flex min-h-9 gap-2 rounded-md px-2 py-1.5 text-concrete-700 hover:bg-concrete-100 hover:text-ink">
            <span className="w-5 shrink-0 text-right font-semibold text-concrete-600">{index + 1}.</span>
            <span>{section.heading}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

function CookiePreferencesButton() {
  const { t } = useI18n();
  return (
    <button type="button" onClick={openCookiePreferences} className="btn btn-dark mt-5">
      <Cookie className="h-5 w-5" aria-hidden="true" />
      {t("consent.preferences.reopen")}
    </button>
  );
}

/** A policy page: title and update date, a table of contents, the sections, and links to the other policies. */
export function PolicyArticle({ doc, others }: { doc: PolicyDocument; others: readonly PolicyLink[] }) {
  const { t, href } = useI18n();
  return (
    <>
      <div className="border-b border-concrete-200 bg-concrete-100">
        <div className="container-page py-8 sm:py-10">
          <Breadcrumb items={[{ label: doc.title }]} />
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{doc.title}</h1>
          <p className="mt-3 text-concrete-700">
            {doc.updatedLabel}{" "}
            <time dateTime={doc.updatedISO} className="font-semibold text-ink">
              {doc.updatedDate}
            </time>
          </p>
        </div>
      </div>

      <div className="container-page grid gap-8 py-10 sm:py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        {/* Phones: a collapsed table of contents above the text. Wide screens: a sticky column. */}
        <details className="card group lg:hidden">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold [&::-webkit-details-marker]:hidden">
            {t("content.policy.onThisPage")}
            <ChevronDown className="h-5 w-5 text-concrete-600 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <nav aria-label={t("content.policy.onThisPage")} className="border-t border-concrete-200 p-2">
            <TableOfContents sections={doc.sections} />
          </nav>
        </details>
        <nav aria-labelledby="policy-toc-title" className="hidden lg:sticky lg:top-32 lg:block lg:self-start">
          <h2 id="policy-toc-title" className="px-2 text-sm font-bold uppercase tracking-wider text-concrete-600">
            {t("content.policy.onThisPage")}
          </h2>
          <div className="mt-3">
            <TableOfContents sections={doc.sections} />
          </div>
        </nav>

        <article className="card prose-policy max-w-3xl p-6 sm:p-10">
          <p className="text-lg leading-relaxed text-concrete-700">{doc.intro}</p>
          {doc.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="scroll-mt-32">
                <span className="mr-2 text-safety-700">{index + 1}.</span>
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.bullets ? (
                <ul>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
              {section.closing?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.action === "cookiePreferences" ? <CookiePreferencesButton /> : null}
            </section>
          ))}
        </article>
      </div>

      <nav aria-labelledby="other-policies-title" className="container-page">
        <h2 id="other-policies-title" className="text-xl font-extrabold">
          {t("content.policy.otherPolicies")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {others.map((link) => (
            <li key={link.path}>
              <Link to={href(link.path)} className="card flex min-h-16 items-center gap-3 p-4 font-semibold hover:border-ink">
                <FileText className="h-5 w-5 shrink-0 text-safety-600" aria-hidden="true" />
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
