/** French messages under "adminCustomers.*" (the reference; ../en/admin-customers.ts must have the same keys). */
export const frAdminCustomers = {
  lead: "Comptes clients, leurs demandes et les rôles du personnel.",
} as const;
