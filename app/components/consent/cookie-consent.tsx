/**
 * Cookie banner and preferences (spec sections 2, 3, 4; Quebec's Law 25).
 * Mounted once by the root layout, after hydration.
 *
 * - Nothing renders on the server: the choice lives in localStorage, so the
 *   banner appears right after hydration, fixed to the bottom of the viewport.
 *   It pushes no content (no layout shift) and is not modal: the page stays
 *   usable, and while it shows the document gets matching bottom padding so the
 *   end of every page can still be scrolled above it.
 * - This module is itself a chunk the root loads once the page has hydrated
 *   (app/root.tsx), with the banner's and the dialog's words (no page carries
 *   them): it renders nothing before, so no page waits for it. The preferences
 *   dialog (and its Radix Switch) is another, loaded on demand.
 * - The consent-gated script loader (domain/consent.ts) is driven from here.
 */
import { lazy, useEffect, useRef, useState, type RefObject } from "react";
import { Link } from "react-router";
import { acceptAll, createConsentScriptLoader, rejectAll, type ConsentChoice, type ConsentScriptLoader } from "../../domain/consent.ts";
import { useI18n } from "../../i18n/react.tsx";
import { toast } from "../toast.tsx";
import { OptionalChunk } from "../ui/optional-chunk.tsx";
import { closeCookiePreferences, openCookiePreferences, saveConsentChoice, useConsentChoice, useCookiePreferencesOpen } from "./consent-store.ts";

const loadPreferencesDialog = () => import("./cookie-preferences-dialog.tsx");
const CookiePreferencesDialog = lazy(loadPreferencesDialog);

let scriptLoader: ConsentScriptLoader | undefined;

/** Loads the consent-gated scripts the choice allows (none ships today). */
function useConsentGatedScripts(choice: ConsentChoice | null | undefined) {
  useEffect(() => {
    if (choice === undefined) return;
    scriptLoader ??= createConsentScriptLoader<HTMLScriptElement>(document);
    // A withdrawn category whose script already runs can only be stopped by a reload.
    if (scriptLoader.apply(choice).reloadRequired) window.location.reload();
  }, [choice]);
}

/** After the banner or the dialog disappears with the focus in it, keep keyboard users in the page. */
function keepFocusInPage() {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) {
      document.getElementById("main")?.focus({ preventScroll: true });
    }
  });
}

/**
 * Reserves room below the page for the fixed banner, so nothing stays hidden
 * under it; --consent-banner-height lets the toasts stand above it.
 */
function useBottomPadding(element: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const banner = element.current;
    if (!banner) return;
    const root = document.documentElement;
    const update = () => {
      root.style.paddingBottom = `${banner.offsetHeight}px`;
      root.style.setProperty("--consent-banner-height", `${banner.offsetHeight}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty("padding-bottom");
      root.style.removeProperty("--consent-banner-height");
    };
  }, [element]);
}

function ConsentBanner({ onChoice }: { onChoice: (choice: ConsentChoice) => void }) {
  const { t, href } = useI18n();
  const ref = useRef<HTMLElement>(null);
  useBottomPadding(ref);
  // Phones: three equal buttons on one row; a label may wrap to two lines within the 44 px height.
  const button = "btn px-1.5 py-1 text-sm leading-tight sm:px-4 sm:py-2 sm:text-base";
  return (
    <section ref={ref} aria-labelledby="cookie-banner-title" className="fixed inset-x-0 bottom-0 z-30 border-t-4 border-safety-500 bg-white shadow-[0_-6px_24px_rgb(28_29_31/0.14)]">
      <div className="container-page flex flex-col gap-3 py-3 md:flex-row md:items-center md:gap-8 md:py-4">
        <div className="min-w-0 flex-1">
          <h2 id="cookie-banner-title" className="sr-only sm:not-sr-only sm:text-base sm:font-bold">
            {t("consent.banner.title")}
          </h2>
          <p className="text-sm text-concrete-700 sm:mt-0.5">
            {t("consent.banner.text")}{" "}
            <Link to={href("/privacy")} className="inline-block font-semibold text-ink underline underline-offset-2 hover:text-safety-700">
              {t("consent.banner.learnMore")}
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-3 gap-2 md:flex md:shrink-0">
          <button type="button" className={`${button} btn-outline`} onClick={openCookiePreferences} onPointerEnter={() => void loadPreferencesDialog()} onFocus={() => void loadPreferencesDialog()}>
            {t("consent.banner.customize")}
          </button>
          {/* Refusing is exactly as easy and as prominent as accepting. */}
          <button type="button" className={`${button} btn-dark`} onClick={() => onChoice(rejectAll())}>
            {t("consent.banner.rejectAll")}
          </button>
          <button type="button" className={`${button} btn-dark`} onClick={() => onChoice(acceptAll())}>
            {t("consent.banner.acceptAll")}
          </button>
        </div>
      </div>
    </section>
  );
}

export default function CookieConsent() {
  const { t } = useI18n();
  const choice = useConsentChoice();
  const preferencesOpen = useCookiePreferencesOpen();
  // The dialog's chunk is requested the first time it opens, then stays mounted
  // so the native <dialog> can close (and give focus back) properly.
  const [dialogRequested, setDialogRequested] = useState(false);
  if (preferencesOpen && !dialogRequested) setDialogRequested(true);
  useConsentGatedScripts(choice);

  const choose = (next: ConsentChoice) => {
    saveConsentChoice(next);
    keepFocusInPage();
  };

  return (
    <>
      {choice === null ? <ConsentBanner onChoice={choose} /> : null}
      {dialogRequested && choice !== undefined ? (
        <OptionalChunk name="Cookie preferences dialog" onFailure={closeCookiePreferences}>
          <CookiePreferencesDialog
            open={preferencesOpen}
            initial={choice ?? rejectAll()}
            onCancel={closeCookiePreferences}
            onSave={(next) => {
              closeCookiePreferences();
              choose(next);
              toast({ title: t("consent.preferences.saved"), description: t("consent.preferences.savedBody") });
            }}
          />
        </OptionalChunk>
      ) : null}
    </>
  );
}
