import { describe, expect, it } from "vitest";
import { defaultBusiness } from "../config/business.ts";
import { concreteServicesContent } from "../content/concrete-services.ts";
import { faqContent } from "../content/faq.ts";
import { policyContent } from "../content/policies/index.ts";
import { servicesContent } from "../content/services.ts";
import { POLICY_PATHS, type PolicyKind } from "../content/types.ts";
import { en } from "./en.ts";
import { fr } from "./fr.ts";
import type { Lang } from "./index.ts";

/** Every string of a value (catalogue or page content), with its path for the failure message. */
function texts(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${path}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
  return [];
}

function everything(lang: Lang): Array<[string, string]> {
  const b = defaultBusiness;
  return [
    ...texts(lang === "fr" ? fr : en, "messages"),
    ...texts(servicesContent(lang, b), "services"),
    ...texts(concreteServicesContent(lang, b), "concreteServices"),
    ...texts(faqContent(lang, b), "faq"),
    ...(Object.keys(POLICY_PATHS) as PolicyKind[]).flatMap((kind) => texts(policyContent(kind, lang, b), kind)),
  ];
}

describe("the texts people read", () => {
  it("never write a count as “article(s)”: plurals go through Intl.PluralRules", () => {
    for (const lang of ["fr", "en"] as const) {
      const bad = everything(lang).filter(([, text]) => /\w\((s|e|es)\)/.test(text));
      expect(bad, lang).toEqual([]);
    }
  });

  // One French typography rule (OQLF, "Espacement avant et après les signes de ponctuation"):
  // no space before ? ! ; (the fine space is not available everywhere, so none), a space before
  // the colon, no-break spaces inside « ».
  it("follow one French punctuation rule", () => {
    const fr = everything("fr");
    expect(
      fr.filter(([, text]) => /\s[?!;](\s|$)/.test(text)),
      "space before ? ! ;",
    ).toEqual([]);
    expect(
      fr.filter(([, text]) => /[\p{L}\d)»][:](\s|$)/u.test(text)),
      "no space before :",
    ).toEqual([]);
  });
});
