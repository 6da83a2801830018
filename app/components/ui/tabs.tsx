import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/** `content` may depend on whether its tab is selected (a panel that loads something once opened). */
export type TabItem = { value: string; label: string; content: ReactNode | ((selected: boolean) => ReactNode) };

/**
 * Tabs following the WAI-ARIA tabs pattern (what Radix Tabs does, without its
 * weight on the product page's JavaScript budget): one tab stop, arrow keys,
 * Home and End move between tabs and activate them. Every panel is rendered on
 * the server (inactive ones not displayed), so all product information is in the HTML;
 * without JavaScript the tabs cannot switch, so every panel shows, each under its
 * own heading. On a narrow screen the tabs wrap onto a second row rather than
 * scroll out of sight.
 */
export function Tabs({ items, label, className = "" }: { items: readonly TabItem[]; label: string; className?: string }) {
  const id = useId();
  const [active, setActive] = useState(items[0]?.value ?? "");
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const focusTab = (index: number) => {
    const count = items.length;
    const next = ((index % count) + count) % count;
    const item = items[next];
    if (!item) return;
    setActive(item.value);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  return (
    <div className={className} data-tabs="">
      <noscript>
        <style>{"[data-tabs]>[role=tablist]{display:none}[data-tabs]>[role=tabpanel]{display:block}"}</style>
      </noscript>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-x-1 border-b border-concrete-200">
        {items.map((item, index) => {
          const selected = item.value === active;
          return (
            <button
              key={item.value}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.value}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 shrink-0 border-b-2 px-4 font-semibold ${selected ? "border-safety-600 text-ink" : "border-transparent text-concrete-700 hover:text-ink"}`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${item.value}`}
          aria-labelledby={`${id}-tab-${item.value}`}
          tabIndex={0}
          // A class, not the hidden attribute: Tailwind's base layer hides [hidden] with !important,
          // which the no-JavaScript style below could not undo.
          className={`pt-6 text-concrete-800 ${item.value === active ? "" : "hidden"}`}
        >
          <noscript>
            <h2 className="mb-3 text-xl font-bold text-ink">{item.label}</h2>
          </noscript>
          {typeof item.content === "function" ? item.content(item.value === active) : item.content}
        </div>
      ))}
    </div>
  );
}
