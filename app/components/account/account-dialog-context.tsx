/**
 * Opening the 'Compte client' dialog from anywhere (header, signup prompt,
 * profile guard through `?login=1` / `?register=1`). The root layout owns the
 * state; components call `useAccountDialog().open("sign-up")`.
 */
import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import type { MessageKey } from "../../i18n/index.ts";
import type { UserSummary } from "../../auth/user-summary.ts";

export type AccountTab = "sign-in" | "sign-up";
export type AccountDialogState = { open: boolean; tab: AccountTab; notice: MessageKey | null };

export type AccountDialogApi = { open: (tab?: AccountTab, notice?: MessageKey | null) => void };

export const AccountDialogContext = createContext<AccountDialogApi>({ open: () => {} });

export function useAccountDialog(): AccountDialogApi {
  return useContext(AccountDialogContext);
}

/** The signed-in person as the root loader read it from the session, or null. */
export function useSignedInUser(): UserSummary | null {
  const root = useRouteLoaderData("root") as { user?: UserSummary | null } | undefined;
  return root?.user ?? null;
}

/** "Marie Tremblay", or the spec's fallback when the account has no names. */
export function displayName(user: Pick<UserSummary, "firstName" | "lastName">, fallback: string): string {
  return `${user.firstName} ${user.lastName}`.trim() || fallback;
}
