/** Cookie banner and preferences (content and consent issue). Mounted once by the root layout. */
export function CookieConsent() {
  return null;
}
