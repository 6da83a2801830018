/**
 * What the four policy pages share: a policy's catalogue, filled with its facts,
 * becomes a PolicyDocument with its date of last update and an anchor per section.
 */
import { POLICY_DATES } from "../../domain/constants.ts";
import { formatMessage, type Lang, type Vars } from "../../i18n/index.ts";
import { enPolicyPage } from "../text/en/policy-page.ts";
import { frPolicyPage } from "../text/fr/policy-page.ts";
import { formatLongDate } from "../../i18n/format-dates.ts";
import { byLang, slug, type PolicyDocument, type PolicyKind, type PolicySection } from "../types.ts";

type SectionText = {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
  readonly closing?: readonly string[];
};

/** The shape of every policy catalogue (app/content/text/{fr,en}/*-policy.ts, terms-of-use.ts). */
export type PolicyText = {
  readonly title: string;
  readonly description: string;
  readonly intro: string;
  /** Keyed by a stable name, shown in the order written. */
  readonly sections: { readonly [key: string]: SectionText };
};

/**
 * Fills every text of the policy with `vars` (its business facts and numbers) and
 * gives each section an anchor made from its heading. `actions` adds a control to a
 * section, by its key in the catalogue.
 */
export function policyDocument(kind: PolicyKind, lang: Lang, text: PolicyText, vars: Vars, actions: Readonly<Record<string, NonNullable<PolicySection["action"]>>> = {}): PolicyDocument {
  const fill = (template: string) => formatMessage(lang, template, vars);
  const used = new Set<string>();
  const sections = Object.entries(text.sections).map(([key, section], index): PolicySection => {
    const heading = fill(section.heading);
    let id = slug(heading) || `section-${index + 1}`;
    if (used.has(id)) id = `${id}-${index + 1}`;
    used.add(id);
    const action = actions[key];
    return {
      id,
      heading,
      paragraphs: section.paragraphs.map(fill),
      ...(section.bullets && { bullets: section.bullets.map(fill) }),
      ...(section.closing && { closing: section.closing.map(fill) }),
      ...(action && { action }),
    };
  });
  const updatedISO = POLICY_DATES[kind];
  const updatedLabel = byLang(lang, frPolicyPage, enPolicyPage).updatedLabel;
  const updatedDate = formatLongDate(lang, updatedISO);
  return {
    title: fill(text.title),
    description: fill(text.description),
    intro: fill(text.intro),
    sections,
    updatedISO,
    updatedLabel,
    updatedDate,
    updatedText: `${updatedLabel} ${updatedDate}`,
  };
}
