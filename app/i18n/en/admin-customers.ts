import type { Messages } from "../types.ts";

/** English messages under "adminCustomers.*": same keys as ../fr/admin-customers.ts. */
export const enAdminCustomers: Messages["adminCustomers"] = {
  lead: "Customer accounts, their requests and staff roles.",
};
