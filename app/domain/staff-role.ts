/**
 * What the back office may do with an account's staff role ("Customers area";
 * decisions.md, "Accounts and staff"). One rule, read by the customer's page to decide which
 * button to show and by the data layer, inside the transaction, to decide what happens:
 *   - a grant makes a customer staff for good, as `npm run grant-admin` does (role "admin",
 *     source "cli": ADMIN_EMAILS leaves it alone); an account that is already staff is left as
 *     it is (the screen does not turn an ADMIN_EMAILS role into a permanent one: the command
 *     still can);
 *   - a revocation takes a role granted by the screen or the command away; a role that comes
 *     from ADMIN_EMAILS is the setting's to end, and no staff member removes their own role
 *     (the team can never lock itself out by a click).
 */
import { z } from "zod";
import type { RoleSource, UserRole } from "../auth/account-types.ts";

export const STAFF_ROLE_INTENTS = { grant: "grant-staff", revoke: "revoke-staff" } as const;
export type StaffRoleChange = keyof typeof STAFF_ROLE_INTENTS;

/** The account as the rule needs it. */
export type StaffRoleHolder = { id: string; role: UserRole; roleSource: RoleSource | null };

export type StaffRoleRefusal = "own-role" | "env-role";

export type StaffRoleDecision = { ok: true; change: StaffRoleChange | "unchanged" } | { ok: false; refusal: StaffRoleRefusal };

/** What a grant or a revocation asked from the screen by `actorId` does to `account`. */
export function decideStaffRoleChange(account: StaffRoleHolder, wanted: StaffRoleChange, actorId: string): StaffRoleDecision {
  const isStaff = account.role === "admin";
  if (wanted === "grant") return { ok: true, change: isStaff ? "unchanged" : "grant" };
  if (!isStaff) return { ok: true, change: "unchanged" };
  if (account.id === actorId) return { ok: false, refusal: "own-role" };
  if (account.roleSource === "env") return { ok: false, refusal: "env-role" };
  return { ok: true, change: "revoke" };
}

/**
 * The role form of the customer's page: the change, and the confirmation (the dialog's button,
 * or the confirmation step without JavaScript). A post without it changes nothing.
 */
export const staffRoleFormSchema = z.object({
  intent: z.enum([STAFF_ROLE_INTENTS.grant, STAFF_ROLE_INTENTS.revoke]),
  confirm: z.literal("yes"),
});

/** The change a posted role form asks for: the change, or why it is refused ("unconfirmed" when the confirmation is missing). */
export function readStaffRoleForm(values: { intent: unknown; confirm: unknown }): { ok: true; change: StaffRoleChange } | { ok: false; error: "unknown-intent" | "unconfirmed" } {
  const parsed = staffRoleFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, change: parsed.data.intent === STAFF_ROLE_INTENTS.grant ? "grant" : "revoke" };
  return { ok: false, error: parsed.error.issues.some((issue) => issue.path[0] === "intent") ? "unknown-intent" : "unconfirmed" };
}
