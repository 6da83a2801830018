/**
 * FAQ search (decisions.md: "The FAQ has a search box that filters the
 * questions"). Kept apart from faq.ts so the browser gets this small function
 * without the texts, which arrive with the page's loader data.
 */
import { foldForSearch } from "../domain/text.ts";
import type { FaqCategory, FaqItem } from "./types.ts";

/**
 * The items of the chosen category (null: all) whose question, answer or
 * category label contains every word of the query, in any case and with or
 * without accents. A blank query keeps every item of the category.
 */
export function filterFaqItems<T extends FaqItem>(items: readonly T[], query: string, category: FaqCategory | null, categoryLabels: Readonly<Record<FaqCategory, string>>): T[] {
  const words = foldForSearch(query)
    .split(/[\s,;:.!?'’"«»()]+/)
    .filter((w) => w.length > 0);
  return items.filter((item) => {
    if (category !== null && item.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = foldForSearch(`${item.question} ${item.answer} ${categoryLabels[item.category]}`);
    return words.every((word) => haystack.includes(word));
  });
}
