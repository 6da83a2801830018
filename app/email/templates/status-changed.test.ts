import { describe, expect, it } from "vitest";
import { defaultBusiness } from "../../config/business.ts";
import { statusChangedEmail, type StatusChangedFacts } from "./status-changed.ts";

const ctx = { business: defaultBusiness, publicUrl: "https://location-rive-sud.example" };
const facts = (over: Partial<StatusChangedFacts>): StatusChangedFacts => ({
  reference: "S-2026-000007",
  type: "quote",
  lang: "fr",
  greetingName: "Éloïse",
  to: "completed",
  changedAt: new Date("2026-11-22T15:05:00Z"),
  ...over,
});

describe("the status-change e-mail", () => {
  it("says in its subject what happened, the participle agreeing with the request (feminine) or the message (masculine)", () => {
    expect(statusChangedEmail(facts({}), ctx).subject).toBe("Votre demande de soumission S-2026-000007 est complétée – Location Rive-Sud");
    expect(statusChangedEmail(facts({ type: "contact", reference: "C-2026-000003" }), ctx).subject).toBe("Votre message C-2026-000003 est complété – Location Rive-Sud");
    expect(statusChangedEmail(facts({ lang: "en", to: "in_progress" }), ctx).subject).toBe("Your quote request S-2026-000007 is being handled – Location Rive-Sud");
  });

  it("greets, explains the new status and dates it in Quebec time, in the request's language", () => {
    const fr = statusChangedEmail(facts({ to: "in_progress" }), ctx);
    expect(fr.text).toContain("Bonjour Éloïse,");
    expect(fr.text).toContain("Notre équipe a pris en charge votre demande de soumission");
    expect(fr.text).toContain("Votre référence : S-2026-000007");
    expect(fr.text.replace(/[\u00a0\u202f]/g, " ")).toContain("Mise à jour le 22 novembre 2026 à 10 h 05.");
    const en = statusChangedEmail(facts({ lang: "en", type: "contact", to: "new" }), ctx);
    expect(en.text).toContain("Your message is waiting to be handled again.");
    expect(en.html).toContain('<html lang="en-CA">');
  });
});
