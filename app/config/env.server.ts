/**
 * Settings: parsed ONCE at start-up with zod. A bad value stops the process
 * with a message naming the variable (see server/index.ts). Only the public
 * subset (publicConfig) ever reaches the browser.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { BACKUP_SCHEDULE_HINT, parseBackupSchedule, type BackupSchedule } from "../backup/schedule.ts";
import { defaultBusiness, type SettingsDefaults } from "./business.ts";

const emailList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: "must be a comma-separated list of e-mail addresses" })));

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), { message: hint });

/** "127.0.0.1", "::1", "10.0.0.0/8", "2001:db8::/32": an address, or a network by its prefix length. */
export function isAddressOrNetwork(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const noLineBreaks = (s: string) => !/[\r\n]/.test(s);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, "must be a postgres:// or postgresql:// URL"),
  PUBLIC_URL: optionalUrl(/^https?:$/, "must be an http:// or https:// URL"),
  SMTP_URL: optionalUrl(/^smtps?:$/, "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: z.string().trim().default("Location Rive-Sud <no-reply@location-rive-sud.example>").refine(noLineBreaks, { message: "must be on one line" }),
  STAFF_NOTIFY_EMAIL: z.email().default("soumissions@location-rive-sud.example"),
  ADMIN_EMAILS: emailList,
  AUTH_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  // Who may read /metrics: the monitoring's addresses, never the public.
  METRICS_ALLOW: z
    .string()
    .default("127.0.0.1,::1")
    .transform((value) =>
      value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrNetwork), { message: "must be a comma-separated list of IP addresses or networks (10.0.0.0/8, 2001:db8::/32)" }),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  // How long a claimed e-mail is protected from other workers; a send is cut off at half of it.
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000, { message: "must be at least 1000 (milliseconds)" }).max(3_600_000, { message: "must be at most 3600000 (one hour)" }).default(60_000),
  // Backups of the embedded database by the running server (app/backup/, README "Backups").
  BACKUP_EVERY: z
    .string()
    .default("daily@03:00")
    .transform((value, context) => parseBackupSchedule(value) ?? (context.addIssue({ code: "custom", message: BACKUP_SCHEDULE_HINT }), z.NEVER)),
  BACKUP_KEEP: z.coerce.number().int().min(1, { message: "must be at least 1" }).max(1000, { message: "must be at most 1000" }).default(14),
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BUSINESS_NAME: z.string().trim().min(1).optional(),
  BUSINESS_PHONE: z
    .string()
    .trim()
    .regex(/^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/, { message: "must be a North American phone number" })
    .optional(),
  BUSINESS_EMAIL: z.email().optional(),
  BUSINESS_STREET_ADDRESS: z.string().trim().min(1).optional(),
  BUSINESS_TOWN: z.string().trim().min(1).optional(),
  BUSINESS_POSTAL_CODE: z
    .string()
    .trim()
    .regex(/^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, { message: "must be a Canadian postal code like J5R 1V8" })
    .optional(),
  BUSINESS_GEO_LAT: z.coerce.number().min(-90).max(90).optional(),
  BUSINESS_GEO_LNG: z.coerce.number().min(-180).max(180).optional(),
  // The tax registration numbers printed on quotes and required on invoices ("123456789 RT 0001").
  BUSINESS_GST_NUMBER: z.string().trim().min(1).max(30).optional(),
  BUSINESS_QST_NUMBER: z.string().trim().min(1).max(30).optional(),
  // Online card payment (app/payments/stripe.server.ts): both keys, or neither.
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\S+$/, { message: "must be a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_…)" })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\S+$/, { message: "must be the webhook's signing secret (whsec_…)" })
    .optional(),
});

export type Env = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  authSecret: string;
  trustedProxies: string[];
  /** Addresses and networks (CIDR) of the clients /metrics answers (server/operations.ts). */
  metricsAllow: string[];
  logLevel: "debug" | "info" | "warn" | "error";
  outboxLeaseMs: number;
  /** The running server's backups of the embedded database (none with DATABASE_URL). */
  backup: { every: BackupSchedule; keep: number; dir: string };
  /**
   * The business identity and the staff's notification address as the environment sets them:
   * DEFAULTS only. Staff edit them in /admin/settings; read the effective ones from
   * app/db/business-settings.server.ts.
   */
  settingsDefaults: SettingsDefaults;
  /** Stripe's keys when the shop takes card payments online; null (or left out by a test's settings): no payment online. */
  stripe?: { secretKey: string; webhookSecret: string } | null;
};

export class EnvError extends Error {
  override name = "EnvError";
}

export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

/**
 * The auth secret of a local run: generated once and kept in DATA_DIR, so
 * sessions survive a restart. A deployed instance (non-local PUBLIC_URL) must
 * set AUTH_SECRET, so that every instance behind a load balancer shares it.
 */
function localAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "not set" (a blank line in .env must not become a value).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(settings)"}: ${issue.message}`);
    throw new EnvError(`Invalid settings:\n${lines.join("\n")}`);
  }
  const e = result.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  if (!e.AUTH_SECRET && !isLocalUrl(publicUrl)) {
    throw new EnvError(`Invalid settings:\n  AUTH_SECRET: required when PUBLIC_URL (${publicUrl}) is not a local address`);
  }
  // One key without the other would take the customer's money with no way to record it, or wait for payments that never come.
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined)) {
    const [missing, set] = e.STRIPE_SECRET_KEY === undefined ? ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] : ["STRIPE_WEBHOOK_SECRET", "STRIPE_SECRET_KEY"];
    throw new EnvError(`Invalid settings:\n  ${missing}: required when ${set} is set (online payment needs both, or neither)`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS,
    authSecret: e.AUTH_SECRET ?? localAuthSecret(dataDir),
    trustedProxies: e.TRUSTED_PROXIES,
    metricsAllow: e.METRICS_ALLOW,
    logLevel: e.LOG_LEVEL,
    outboxLeaseMs: e.OUTBOX_LEASE_MS,
    backup: { every: e.BACKUP_EVERY, keep: e.BACKUP_KEEP, dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, "backups") },
    settingsDefaults: {
      staffNotifyEmail: e.STAFF_NOTIFY_EMAIL,
      business: {
        ...defaultBusiness,
        name: e.BUSINESS_NAME ?? defaultBusiness.name,
        phone: e.BUSINESS_PHONE ?? defaultBusiness.phone,
        email: e.BUSINESS_EMAIL ?? defaultBusiness.email,
        streetAddress: e.BUSINESS_STREET_ADDRESS ?? defaultBusiness.streetAddress,
        town: e.BUSINESS_TOWN ?? defaultBusiness.town,
        postalCode: e.BUSINESS_POSTAL_CODE?.toUpperCase() ?? defaultBusiness.postalCode,
        gstNumber: e.BUSINESS_GST_NUMBER ?? defaultBusiness.gstNumber,
        qstNumber: e.BUSINESS_QST_NUMBER ?? defaultBusiness.qstNumber,
        geo: {
          latitude: e.BUSINESS_GEO_LAT ?? defaultBusiness.geo.latitude,
          longitude: e.BUSINESS_GEO_LNG ?? defaultBusiness.geo.longitude,
        },
      },
    },
    stripe: e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET } : null,
  };
}

const ENV_KEY = Symbol.for("location-rive-sud.env");
type EnvHolder = { [ENV_KEY]?: Env };

/**
 * The process-wide settings. The server entry calls this first; the React
 * Router bundle reads the same object (held on globalThis because the bundle
 * carries its own copy of this module).
 */
export function getEnv(): Env {
  const holder = globalThis as EnvHolder;
  holder[ENV_KEY] ??= loadEnv();
  return holder[ENV_KEY];
}
