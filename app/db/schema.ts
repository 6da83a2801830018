/**
 * The one database schema (Drizzle). Migrations are generated from it with
 * `npm run db:generate` and committed under app/db/migrations. SQL must run on
 * PGlite (PostgreSQL 18) and on PostgreSQL 15.
 */
import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window rate-limit counters. In the database (not in memory) so that
 * every instance behind a load balancer counts the same hits.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
