/**
 * The header's account controls (spec 2): 'Mon compte' when signed out (opens
 * the dialog; without JavaScript, a link to the /account page); when signed
 * in, a link to /profile with the first and last name ('Utilisateur' when
 * empty) and a sign-out button. Rendered on the server with the session, so
 * the right state shows at first paint.
 */
import { LayoutDashboard, LogOut, User } from "../ui/icons.tsx";
import { Form, Link } from "react-router";
import { useI18n } from "../../i18n/react.tsx";
import { preloadAccountDialog } from "../account-dialog.tsx";
import { displayName, useSignedInUser } from "./account-dialog-context.tsx";

function SignOutButton({ className, showLabel }: { className: string; showLabel: boolean }) {
  const { t, href } = useI18n();
  return (
    <Form method="post" action={href("/account")} className="contents">
      <input type="hidden" name="intent" value="sign-out" />
      <button type="submit" className={className} title={showLabel ? undefined : t("accountArea.header.signOut")}>
        <LogOut className="h-5 w-5" aria-hidden="true" />
        <span className={showLabel ? undefined : "sr-only"}>{t("accountArea.header.signOut")}</span>
      </button>
    </Form>
  );
}

/** A control of the header's dark top bar: a 44 px target, light text. */
const TOP_BAR_CONTROL = "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md px-2 font-semibold text-concrete-100 hover:bg-white/10 hover:text-white";

export function HeaderAccount({ onOpenAccount }: { onOpenAccount: () => void }) {
  const { t, href } = useI18n();
  const user = useSignedInUser();
  if (!user) {
    return (
      <Link
        to={href("/account")}
        onClick={(event) => {
          event.preventDefault();
          onOpenAccount();
        }}
        onPointerEnter={preloadAccountDialog}
        onFocus={preloadAccountDialog}
        className={`${TOP_BAR_CONTROL} whitespace-nowrap`}
      >
        <User className="h-4 w-4" aria-hidden="true" />
        {t("header.account")}
      </Link>
    );
  }
  const name = displayName(user, t("accountArea.header.fallbackName"));
  // The full name shows; when the bar runs out of room it ends in an ellipsis, and the
  // whole name stays the link's accessible name and tooltip (the mobile menu and /profile show it whole).
  return (
    <div className="flex min-w-0 items-center gap-1">
      {user.role === "admin" ? (
        <Link to={href("/admin")} title={t("accountArea.header.dashboard")} className={`${TOP_BAR_CONTROL} min-w-11 shrink-0`}>
          <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{t("accountArea.header.dashboard")}</span>
        </Link>
      ) : null}
      <Link to={href("/profile")} title={name} className={`${TOP_BAR_CONTROL} min-w-0`}>
        <User className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{name}</span>
      </Link>
      <SignOutButton className={`${TOP_BAR_CONTROL} min-w-11 shrink-0`} showLabel={false} />
    </div>
  );
}

/** The same, inside the mobile menu (full-width buttons with labels). */
export function MobileMenuAccount({ onOpenAccount }: { onOpenAccount: () => void }) {
  const { t, href } = useI18n();
  const user = useSignedInUser();
  if (!user) {
    return (
      <button type="button" className="btn btn-outline w-full" onClick={onOpenAccount} onPointerEnter={preloadAccountDialog}>
        <User className="h-5 w-5" aria-hidden="true" />
        {t("header.account")}
      </button>
    );
  }
  return (
    <div className="grid gap-2">
      {user.role === "admin" ? (
        <Link to={href("/admin")} className="btn btn-dark w-full">
          <LayoutDashboard className="h-5 w-5" aria-hidden="true" />
          {t("accountArea.header.dashboard")}
        </Link>
      ) : null}
      <Link to={href("/profile")} className="btn btn-outline w-full">
        <User className="h-5 w-5 shrink-0" aria-hidden="true" />
        <span className="truncate">{displayName(user, t("accountArea.header.fallbackName"))}</span>
      </Link>
      <SignOutButton className="btn btn-ghost w-full" showLabel />
    </div>
  );
}
