/**
 * A URL path as the log may show it. The private quote link's secret is in its path
 * (/quotes/{token}, issue 16) and whoever holds it may accept or cancel the quote: logs are
 * read by more people than the customer, so the token segment is masked wherever a path is
 * logged (the HTTP layer's request lines, the not-found page).
 */
const QUOTE_LINK = /^((?:\/en)?\/quotes\/)[^/]+/;

export function loggedPath(path: string): string {
  return path.replace(QUOTE_LINK, "$1[token]");
}
