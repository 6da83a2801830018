import type { Messages } from "../types.ts";

/** English messages under "content.*": same keys as ../fr/content.ts. */
export const enContent: Messages["content"] = {
  faq: {
    search: "Search",
    categories: "Categories",
    results: "{count, plural, one {# question} other {# questions}}",
    showAll: "Show all questions",
  },
  policy: {
    onThisPage: "On this page",
    otherPolicies: "Other policies",
  },
};
