/** Values shared by the database schema, the forms and the pages (no server code here). */
export const ACCOUNT_TYPES = ["particulier", "entreprise"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const USER_ROLES = ["customer", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Where an admin role came from: the ADMIN_EMAILS setting ("env") or the command line ("cli"). */
export const ROLE_SOURCES = ["env", "cli"] as const;
export type RoleSource = (typeof ROLE_SOURCES)[number];
