/**
 * The header's account controls (spec 2): 'Mon compte' when signed out (opens
 * the dialog; without JavaScript, a link to the /account page); when signed
 * in, a link to /profile with the first and last name ('Utilisateur' when
 * empty) and a sign-out button. Rendered on the server with the session, so
 * the right state shows at first paint.
 */
import { LayoutDashboard, LogOut, User } from "lucide-react";
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
        className="btn btn-outline px-3"
      >
        <User className="h-5 w-5" aria-hidden="true" />
        <span className="hidden whitespace-nowrap xl:inline">{t("header.account")}</span>
        <span className="sr-only xl:hidden">{t("header.account")}</span>
      </Link>
    );
  }
  const name = displayName(user, t("accountArea.header.fallbackName"));
  const shown = user.firstName.trim() || name;
  const rest = name.slice(shown.length).trim();
  // The desktop header has room for one short word (as 'Mon compte' had): the first name shows,
  // the full name is the link's accessible name and tooltip; the mobile menu and /profile show it whole.
  return (
    <div className="flex items-center gap-1">
      {user.role === "admin" ? (
        <Link to={href("/admin")} title={t("accountArea.header.dashboard")} className="btn btn-ghost px-2.5">
          <LayoutDashboard className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{t("accountArea.header.dashboard")}</span>
        </Link>
      ) : null}
      <Link to={href("/profile")} title={name} className="btn btn-outline px-3">
        <User className="h-5 w-5 shrink-0" aria-hidden="true" />
        <span className="hidden max-w-28 truncate xl:inline">{shown}</span>
        <span className="sr-only xl:hidden">{shown}</span>
        {rest ? <span className="sr-only"> {rest}</span> : null}
      </Link>
      <SignOutButton className="btn btn-ghost px-2.5" showLabel={false} />
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
