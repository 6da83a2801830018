import type { Messages } from "../types.ts";

/** English messages under "adminStats.*": same keys as ../fr/admin-stats.ts. */
export const enAdminStats: Messages["adminStats"] = {
  lead: "Requests, response times, requested products and quote value.",
};
