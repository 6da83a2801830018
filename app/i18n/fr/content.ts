/**
 * French messages under "content.*" (the reference; ../en/content.ts must have the same keys).
 * Only the interface of the content pages lives here; their texts are data in
 * app/content/ and reach the page through its loader.
 */
export const frContent = {
  faq: {
    search: "Rechercher",
    categories: "Catégories",
    results: "{count, plural, one {# question} other {# questions}}",
    showAll: "Afficher toutes les questions",
  },
  policy: {
    onThisPage: "Sur cette page",
    otherPolicies: "Autres politiques",
  },
} as const;
