import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.server.ts";

const tmp = () => mkdtempSync(path.join(tmpdir(), "lrs-env-"));

describe("online payment settings", () => {
  it("takes no payment online without the keys, and both keys together", () => {
    expect(loadEnv({ DATA_DIR: tmp() }).stripe).toBeNull();
    expect(loadEnv({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_def456" }).stripe).toEqual({ secretKey: "sk_test_abc123", webhookSecret: "whsec_def456" });
  });

  it("refuses to start with one key and not the other, naming the missing one", () => {
    expect(() => loadEnv({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: "sk_live_abc123" })).toThrow(/STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/);
    expect(() => loadEnv({ DATA_DIR: tmp(), STRIPE_WEBHOOK_SECRET: "whsec_def456" })).toThrow(/STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET is set/);
    expect(() => loadEnv({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: "pk_live_abc123", STRIPE_WEBHOOK_SECRET: "whsec_def456" })).toThrow(EnvError);
    expect(() => loadEnv({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: "sk_live_abc123", STRIPE_WEBHOOK_SECRET: "def456" })).toThrow(/STRIPE_WEBHOOK_SECRET: must be the webhook's signing secret/);
  });
});
