/**
 * A URL path as the log may show it. The private quote link's secret is in its path
 * (/quotes/{token}) and whoever holds it may accept or cancel the quote: logs are
 * read by more people than the customer, so the token segment is masked wherever a path is
 * logged (the HTTP layer's request lines, the not-found page, React Router's errors). The query
 * is left out: the reset and confirmation links carry their token there. React Router matches
 * paths whatever their case, so /Quotes/{token} is the quote link too.
 */
const QUOTE_LINK = /^((?:\/en)?\/quotes\/)[^/]+/i;

export function loggedPath(path: string): string {
  return path.replace(/[?#].*$/s, "").replace(QUOTE_LINK, "$1[token]");
}
