import { ClipboardList, Mail, Menu, Phone, X } from "./ui/icons.tsx";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { phoneHref, type Business } from "../config/business.ts";
import { useI18n } from "../i18n/react.tsx";
import type { MessageKey } from "../i18n/index.ts";
import { HeaderAccount, MobileMenuAccount } from "./account/header-account.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { LogoMark } from "./logo.tsx";
import { useQuoteCartCount } from "./quote-cart-count.tsx";
import { useModalDialog } from "./ui/use-modal-dialog.ts";

export const NAV_ITEMS: ReadonlyArray<{ path: string; label: MessageKey; end?: boolean }> = [
  { path: "/", label: "nav.home", end: true },
  { path: "/categories", label: "nav.products" },
  { path: "/services", label: "nav.services" },
  { path: "/concrete-services", label: "nav.concreteServices" },
  { path: "/contact", label: "nav.contact" },
  { path: "/faq", label: "nav.faq" },
];

/** The site's pages as a list of links, the current one marked; each menu styles its links. */
function NavList({ className, linkClass }: { className?: string; linkClass: (isActive: boolean) => string }) {
  const { t, href } = useI18n();
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.path}>
          <NavLink to={href(item.path)} end={item.end} className={({ isActive }) => linkClass(isActive)}>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function QuoteButton() {
  const { t, href } = useI18n();
  const count = useQuoteCartCount();
  return (
    // The name is built from the visible text ("Soumission 3") plus words for
    // screen readers, so what people see and what they can say match (WCAG 2.5.3).
    <Link to={href("/quote")} className="btn btn-primary relative whitespace-nowrap px-3 sm:px-4">
      <ClipboardList className="h-5 w-5" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t("header.quote")}</span>
      {/* Positioned over the corner: the count appearing after hydration shifts nothing. */}
      <span
        data-testid="quote-count"
        className={`absolute -right-2 -top-2 inline-flex h-6 min-w-6 items-center justify-center rounded-full border-2 border-white bg-ink px-1.5 text-xs font-bold text-white ${count === 0 ? "invisible" : ""}`}
      >
        {count}
      </span>
      <span className="sr-only">{count === 0 ? t("header.quoteEmpty") : t("header.quoteItems", { count })}</span>
    </Link>
  );
}

function MobileMenu({ business, onOpenAccount }: { business: Business; onOpenAccount: () => void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const dialogRef = useModalDialog(open, () => setOpen(false));
  const location = useLocation();

  // Close on navigation (state adjusted during render, not in an effect).
  const [pathname, setPathname] = useState(location.pathname);
  if (pathname !== location.pathname) {
    setPathname(location.pathname);
    setOpen(false);
  }

  return (
    <>
      <button type="button" className="btn btn-ghost px-2 lg:hidden" aria-haspopup="dialog" aria-controls="mobile-menu" onClick={() => setOpen(true)}>
        <Menu className="h-6 w-6" aria-hidden="true" />
        <span className="sr-only">{t("nav.openMenu")}</span>
      </button>
      {/* Native modal dialog: the rest of the page is inert (focus stays inside), Escape closes. */}
      <dialog id="mobile-menu" ref={dialogRef} className="drawer" aria-label={t("nav.menu")}>
        {/* Its content exists while it is open only: closed, it is no use to anyone, and the page's
            HTML is lighter. */}
        {open ? (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between border-b border-concrete-200 px-4 py-3">
              <span className="text-lg font-bold">{t("nav.menu")}</span>
              <button type="button" className="btn btn-ghost px-2" onClick={() => setOpen(false)}>
                <X className="h-6 w-6" aria-hidden="true" />
                <span className="sr-only">{t("nav.closeMenu")}</span>
              </button>
            </div>
            <nav aria-label={t("nav.label")} className="flex-1 overflow-y-auto px-2 py-3">
              <NavList
                linkClass={(isActive) => `flex min-h-12 items-center rounded-lg px-3 text-base font-semibold ${isActive ? "bg-concrete-100 text-safety-700" : "text-ink hover:bg-concrete-100"}`}
              />
            </nav>
            <div className="space-y-3 border-t border-concrete-200 p-4">
              <LanguageSwitch className="w-fit" />
              <MobileMenuAccount
                onOpenAccount={() => {
                  setOpen(false);
                  onOpenAccount();
                }}
              />
              <a href={phoneHref(business.phone)} className="btn btn-dark w-full">
                <Phone className="h-5 w-5" aria-hidden="true" />
                {business.phone}
              </a>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

/**
 * Two rows from 640 px: a dark top bar with the contact details, the language and the
 * account (the account's name may be long, so this row gives way: the tagline and the
 * name shorten first), and the main row, whose width is fixed by its content: logo,
 * navigation (from 1024 px; the slide-in menu below) and the quote button. On phones
 * the main row alone, the rest in the slide-in menu. From 640 px both rows together are
 * 100 px high (44 + 56), as the header was with its former 36 px top bar.
 */
export function SiteHeader({ business, onOpenAccount }: { business: Business; onOpenAccount: () => void }) {
  const { t, href } = useI18n();
  const topBarLink = "min-h-11 items-center gap-1.5 whitespace-nowrap rounded-md px-1 hover:text-white";
  return (
    <header className="sticky top-0 z-40 border-b border-concrete-200 bg-white/95 backdrop-blur">
      <div className="surface-dark hidden bg-ink text-sm text-concrete-100 sm:block">
        <div className="container-page flex h-11 items-center gap-x-3">
          <p className="hidden min-w-0 flex-1 truncate xl:block">{t("header.tagline")}</p>
          <a href={phoneHref(business.phone)} className={`${topBarLink} mr-auto inline-flex`}>
            <Phone className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{t("common.phone")} : </span>
            {business.phone}
          </a>
          <a href={`mailto:${business.email}`} className={`${topBarLink} hidden lg:inline-flex`}>
            <Mail className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{t("common.email")} : </span>
            {business.email}
          </a>
          <LanguageSwitch tone="dark" className="shrink-0" />
          <HeaderAccount onOpenAccount={onOpenAccount} />
        </div>
      </div>
      <div className="container-page flex h-16 items-center gap-3 sm:h-14">
        <Link to={href("/")} className="mr-auto flex shrink-0 items-center gap-2.5 rounded-md" aria-label={t("header.logoLabel", { name: business.name })}>
          <LogoMark />
          <span className="whitespace-nowrap text-lg font-extrabold leading-tight tracking-tight sm:text-xl lg:text-lg xl:text-xl">{business.name}</span>
        </Link>
        <nav aria-label={t("nav.label")} className="hidden lg:block">
          <NavList
            className="flex items-center"
            linkClass={(isActive) =>
              `flex min-h-11 items-center whitespace-nowrap rounded-md px-2 text-[0.95rem] font-semibold xl:px-2.5 ${isActive ? "text-safety-700" : "text-ink-soft hover:text-ink hover:bg-concrete-100"}`
            }
          />
        </nav>
        <QuoteButton />
        <MobileMenu business={business} onOpenAccount={onOpenAccount} />
      </div>
    </header>
  );
}
