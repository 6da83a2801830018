import { ChevronDown, Search, X } from "../ui/icons.tsx";
import { useEffect, useId, useRef, useState, type SyntheticEvent } from "react";
import { useLocation } from "react-router";
import { filterFaqItems } from "../../content/faq-search.ts";
import { FAQ_CATEGORIES, type FaqCategory, type FaqContent } from "../../content/types.ts";
import { useI18n } from "../../i18n/react.tsx";

function isFaqCategory(value: string | null): value is FaqCategory {
  return value !== null && (FAQ_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The FAQ: a search box and category filters over a single-open accordion.
 *
 * Native <details name="faq"> elements make the accordion: one open at a time
 * (the browser closes the others; onToggle does it where `name` is not
 * supported), an open item closes again, keyboard and screen readers get a
 * real disclosure button, and it all works before (or without) JavaScript.
 * The search and the filters are a GET form: with JavaScript they filter as
 * you type; without it, submitting reloads the page filtered by the server.
 */
export function FaqList({ faq, initialQuery, initialCategory }: { faq: FaqContent; initialQuery: string; initialCategory: string | null }) {
  const { t } = useI18n();
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState<FaqCategory | null>(isFaqCategory(initialCategory) ? initialCategory : null);
  const listRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const searchId = useId();

  const visible = filterFaqItems(faq.items, query, category, faq.categoryLabels);
  const visibleIds = new Set(visible.map((item) => item.id));
  const count = visible.length;

  // A link to /faq#question-id opens that question.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (target instanceof HTMLDetailsElement && listRef.current?.contains(target)) target.open = true;
  }, [location.hash]);

  // Single-open where the browser ignores <details name>.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const other of listRef.current?.querySelectorAll("details[open]") ?? []) {
      if (other !== opened) (other as HTMLDetailsElement).open = false;
    }
  };

  const reset = () => {
    setQuery("");
    setCategory(null);
  };

  const chip = (value: FaqCategory | null, label: string) => {
    const pressed = category === value;
    return (
      <button
        key={value ?? "all"}
        type="submit"
        name="category"
        value={value ?? ""}
        aria-pressed={pressed}
        onClick={(event) => {
          event.preventDefault();
          setCategory(value);
        }}
        className={`inline-flex min-h-11 items-center rounded-full border-[1.5px] px-3.5 text-sm font-semibold transition-colors sm:px-4 ${
          pressed ? "border-ink bg-ink text-white" : "border-concrete-300 bg-white text-ink hover:border-ink"
        }`}
      >
        {label}
      </button>
    );
  };

  return (
    <div>
      <form
        role="search"
        method="get"
        onSubmit={(event) => {
          // Results already follow the typing; on a phone, closing the keyboard shows them.
          event.preventDefault();
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        }}
        className="card p-4 sm:p-5"
      >
        <label htmlFor={searchId} className="font-semibold">
          {faq.searchLabel}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id={searchId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={faq.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-12 min-w-0 flex-1 rounded-lg border-[1.5px] border-concrete-300 bg-white px-3 text-base placeholder:text-concrete-600 focus:border-ink"
          />
          {/* First submit button, so Enter uses it (and keeps the category) when JavaScript is off. */}
          <button type="submit" className="btn btn-dark min-h-12 px-3.5 sm:px-5">
            <Search className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t("content.faq.search")}</span>
          </button>
        </div>
        <div role="group" aria-label={t("content.faq.categories")} className="mt-4 flex flex-wrap gap-2">
          {chip(null, faq.allCategoriesLabel)}
          {FAQ_CATEGORIES.map((value) => chip(value, faq.categoryLabels[value]))}
        </div>
        {/* After the chips: a clicked chip's own value comes first in the query string. */}
        <input type="hidden" name="category" value={category ?? ""} />
      </form>

      <p className="mt-6 text-sm font-semibold text-concrete-700" aria-live="polite" aria-atomic="true">
        {count > 0 ? t("content.faq.results", { count }) : faq.noResults}
      </p>
      {count === 0 ? (
        <button type="button" onClick={reset} className="btn btn-outline mt-3">
          <X className="h-5 w-5" aria-hidden="true" />
          {t("content.faq.showAll")}
        </button>
      ) : null}

      <div ref={listRef} className="mt-4 space-y-8">
        {FAQ_CATEGORIES.map((group) => {
          const items = faq.items.filter((item) => item.category === group);
          const shown = items.filter((item) => visibleIds.has(item.id));
          if (items.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`faq-group-${group}`} hidden={shown.length === 0}>
              <h2 id={`faq-group-${group}`} className="text-sm font-bold uppercase tracking-wider text-concrete-600">
                {faq.categoryLabels[group]}
              </h2>
              <div className="card mt-3 divide-y divide-concrete-200 px-4 sm:px-6">
                {items.map((item) => (
                  <details key={item.id} id={item.id} name="faq" onToggle={onToggle} hidden={!visibleIds.has(item.id)} className="group scroll-mt-32">
                    <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-[1.05rem] font-semibold hover:text-safety-700 [&::-webkit-details-marker]:hidden">
                      <span>{item.question}</span>
                      <ChevronDown className="h-5 w-5 shrink-0 text-concrete-600 transition-transform group-open:rotate-180" aria-hidden="true" />
                    </summary>
                    <p className="pb-5 pr-2 leading-relaxed text-concrete-700 sm:pr-10">{item.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
