import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./app/db/schema.ts",
    "./app/db/auth-schema.ts",
    "./app/db/admin-schema.ts",
    "./app/db/catalogue-schema.ts",
    "./app/db/back-office-schema.ts",
    "./app/db/rental-schema.ts",
    "./app/db/units-schema.ts",
    "./app/db/invoice-schema.ts",
    "./app/db/payments-schema.ts",
  ],
  out: "./app/db/migrations",
});
