import type { UserRole } from "./account-types.ts";

/** What every page may know about the signed-in person (root loader → header, dialogs). */
export type UserSummary = { id: string; firstName: string; lastName: string; email: string; role: UserRole };
