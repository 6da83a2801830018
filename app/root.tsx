import { useEffect, useMemo, useState } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/root";
// One stylesheet, rendered as a React style resource (precedence): React puts it at the top of
// <head>, before the hoisted module preloads, so the browser fetches it first.
import stylesheet from "./app.css?url";
import { defaultBusiness, type Business } from "./config/business.ts";
import { getEnv } from "./config/env.server.ts";
import { requestBusiness } from "./db/business-settings.server.ts";
import { useNonce } from "./components/nonce.tsx";
import { AccountDialog } from "./components/account-dialog.tsx";
import { AccountDialogContext, type AccountDialogApi, type AccountDialogState } from "./components/account/account-dialog-context.tsx";
import { SignupPrompt } from "./components/account/signup-prompt.tsx";
import { useAccountDialogFromUrl } from "./components/account/use-account-dialog-url.ts";
import { cookieHeaders, getSessionInfo } from "./auth/session.server.ts";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { Toaster } from "./components/toast.tsx";
import { browserMessages, hasCatalogueParts, hasRentalDates, isBackOfficePath, LOCALE, langFromPath, messagePartsOf, registerCatalogue } from "./i18n/index.ts";
import type { RequestFacts } from "./i18n/namespaces.ts";
import { pageKind, rememberShownPage, shownPageFacts } from "./i18n/page-messages.ts";
import { mergedPageFacts } from "./routes/facts.ts";
import { routeFacts } from "./routes/facts.server.ts";
import { openingHoursLines } from "./i18n/format-hours.ts";
import { useI18n } from "./i18n/react.tsx";
import { lazyWithWords } from "./i18n/lazy-messages.ts";
import { RouteError } from "./components/route-error.tsx";
import { OptionalChunk } from "./components/ui/optional-chunk.tsx";
import { useHydrated } from "./components/ui/use-hydrated.ts";
import { replayTypedBeforeHydration } from "./components/ui/typed-before-hydration.ts";
import { useSiteInfo } from "./components/use-business.ts";
import { requestInfoContext } from "./platform/request-context.ts";
import { jsonForScript, localBusinessJsonLd } from "./seo/structured-data.ts";
import type { SiteInfo } from "./seo/meta.ts";

/** The site's facts for this request: the business as the settings give it (app/db/business-settings.server.ts). */
async function siteInfo(url: URL, context: object): Promise<SiteInfo> {
  const lang = langFromPath(url.pathname);
  const business = await requestBusiness(context);
  return { lang, origin: getEnv().publicUrl, business, year: new Date().getFullYear(), hours: openingHoursLines(lang, business) };
}

/**
 * A request the HTTP layer refused before any route could read it (server/body-limit.ts: a
 * body over its limit) is answered with the error page of that status, in the page's
 * language; no loader or action runs. The site's facts travel with the error (useSiteInfo).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, url }) => {
    const { refusedStatus } = context.get(requestInfoContext);
    if (refusedStatus) throw data(await siteInfo(url, context), { status: refusedStatus });
  },
];

/** The facts that hold, the others left out (most pages have none: `{}`). */
function onlyTrue(facts: RequestFacts): RequestFacts {
  return Object.fromEntries(Object.entries(facts).filter(([, holds]) => holds));
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const site = await siteInfo(url, context);
  // The signed-in person, read from the session on the server: the header is right at first paint.
  const session = await getSessionInfo({ request, context });
  // What, beyond the page's route, decides the messages it carries (i18n/namespaces.ts): a form's
  // errors in the answer to a post, a product page's dated texts, the signed-in header's menu.
  const facts: RequestFacts = {
    answersPost: context.get(requestInfoContext).answersPost === true,
    dated: hasRentalDates(url.searchParams),
    signedIn: session.user !== null,
  };
  // Only the page's language travels to the browser (registered in Layout below), and of it
  // only the parts the page renders.
  return data(
    // `messagesFor` and `messagesFacts`: what the messages were picked for; the browser works out
    // their parts from them and the page's route (messagePartsOf), rather than receiving the list.
    { ...site, messages: browserMessages(site.lang, (await routeFacts()).factsAt(url.pathname), facts), messagesFor: url.pathname, messagesFacts: onlyTrue(facts), user: session.user },
    { headers: cookieHeaders(session.setCookies) },
  );
}

// The site info changes only when staff save the settings (a form post; other instances and
// tabs see it at their next page load), the messages follow the URL's language (a link from a
// French page to an English one) and the signed-in person changes with form posts (sign-in,
// sign-out, profile saved). Crossing into or out of the back office brings or drops its messages,
// and a page whose messages the browser does not have yet brings them (i18n/namespaces.ts): a kind
// of page not shown yet, whose route's facts the browser does not know, always asks.
export function shouldRevalidate({ currentUrl, nextUrl, nextParams, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname)) return true;
  if (isBackOfficePath(currentUrl.pathname) !== isBackOfficePath(nextUrl.pathname)) return true;
  const nextPage = shownPageFacts(pageKind(nextUrl.pathname, nextParams));
  if (!nextPage) return true;
  // (Signing in or out is a form post, which brings the header's words anew.)
  const nextParts = messagePartsOf(nextPage, { dated: hasRentalDates(nextUrl.searchParams) });
  if (nextParts !== "all" && !hasCatalogueParts(langFromPath(nextUrl.pathname), nextParts)) return true;
  return formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

function useSite(): SiteInfo {
  // When the root loader itself failed (the database unreachable, say), the error page still
  // needs an identity: the built-in defaults.
  // (Without its hours: the words for them come from the server.)
  return useSiteInfo() ?? { lang: "fr", origin: "", business: defaultBusiness, year: 2026, hours: [] };
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Before anything below renders (page or error page): the browser's
  // translations arrive with the document, in the page's language only.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const matches = useMatches();
  // In the browser only: the server holds every catalogue whole (load-all.ts); a page brings
  // the shell's messages and its own (browserMessages), added to what the browser has, and the
  // browser remembers the kind of page it showed with its route's facts.
  if (typeof document !== "undefined") {
    const page = mergedPageFacts(matches.map((match) => match.handle));
    const leaf = matches.at(-1);
    if (leaf) rememberShownPage(pageKind(location.pathname, leaf.params), page);
    // Messages picked for another address than the one shown are kept without counting any part as held.
    if (rootData) registerCatalogue(rootData.lang, rootData.messages, rootData.messagesFor === location.pathname ? messagePartsOf(page, rootData.messagesFacts) : []);
  }
  const nonce = useNonce();
  const lang = langFromPath(location.pathname);
  const site = useSite();
  // Marks the document once React has hydrated it: from then on a click on a link is a
  // client-side navigation (the browser tests wait for it before clicking).
  // What was typed before then is handed to the page's handlers first (typed-before-hydration.ts).
  useEffect(() => {
    replayTypedBeforeHydration();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={LOCALE[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c1d1f" />
        {/* No frame is painted before the header and the page's main content are parsed: a frame
            painted while the parser is in the middle of the header (a slow device, a busy CPU)
            shows the top bar's phone number at the far right, then moves it (a layout shift). */}
        <link rel="expect" href="#main" blocking="render" />
        <Meta />
        <Links />
        {/* For crawlers, which read the server's HTML: the browser keeps the server's copy (React
            hydrates an element's inner HTML without rewriting it), so its bundle does not build it. */}
        {site.origin ? (
          <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? jsonForScript(localBusinessJsonLd(site.business, site.origin)) : "" }} />
        ) : null}
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        {/* Without the root's data (an error before its loader ran) the browser would have no
            messages to hydrate with: that error page is served as complete HTML, without scripts. */}
        {rootData ? (
          <>
            {/* Scroll to the top on each path change (query changes keep the position). */}
            <ScrollRestoration nonce={nonce} getKey={(loc) => loc.pathname} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

// The cookie banner renders nothing on the server (the choice lives in the browser): its code
// loads once the page has hydrated, not with every page's first load, and its words with it
// (i18n/namespaces.ts: no page carries them), both at once.
const CookieConsent = lazyWithWords(() => import("./components/consent/cookie-consent.tsx"), ["consent"]);

function Shell({ business, year, children }: { business: Business; year: number; children: React.ReactNode }) {
  const { t, lang } = useI18n();
  const CookieBanner = CookieConsent[lang];
  const [account, setAccount] = useState<AccountDialogState>({ open: false, tab: "sign-in", notice: null });
  const accountDialog = useMemo<AccountDialogApi>(() => ({ open: (tab = "sign-in", notice = null) => setAccount({ open: true, tab, notice }) }), []);
  useAccountDialogFromUrl(accountDialog);
  const hydrated = useHydrated();
  return (
    <AccountDialogContext.Provider value={accountDialog}>
      <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
        {t("common.skipToContent")}
      </a>
      {/* Fixed at the bottom, but first in the tab order after the skip link: keyboard users meet the choice early. */}
      {hydrated ? (
        <OptionalChunk name="Cookie banner">
          <CookieBanner />
        </OptionalChunk>
      ) : null}
      <SiteHeader business={business} onOpenAccount={() => accountDialog.open()} />
      <main id="main" tabIndex={-1} className="flex-1 pb-16 outline-none">
        {children}
      </main>
      <SiteFooter business={business} year={year} />
      <Toaster />
      <AccountDialog state={account} onClose={() => setAccount((current) => ({ ...current, open: false }))} />
      <SignupPrompt accountDialogOpen={account.open} />
    </AccountDialogContext.Provider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Shell business={loaderData.business} year={loaderData.year}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const site = useSite();
  return (
    <Shell business={site.business} year={site.year}>
      <RouteError />
    </Shell>
  );
}
