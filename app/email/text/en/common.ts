import type { Catalogue } from "../../../i18n/types.ts";
import type { frEmailCommon } from "../fr/common.ts";

/** English texts several e-mails share: same keys as ../fr/common.ts. */
export const enEmailCommon: Catalogue<typeof frEmailCommon> = {
  hello: "Hello {name},",
  yourReference: "Your reference:",
  question: "A question? Call us at {phone} and mention your reference, or simply reply to this email.",
  labelValue: "{label}: {value}",
};
