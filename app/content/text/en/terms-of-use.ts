import type { Catalogue } from "../../../i18n/types.ts";
import type { frTermsOfUse } from "../fr/terms-of-use.ts";

/** English texts of the /terms page: same keys and placeholders as ../fr/terms-of-use.ts. */
export const enTermsOfUse: Catalogue<typeof frTermsOfUse> = {
  title: "Terms of use",
  description: "Terms of use of the {name} website: quotes, prices and taxes, customer accounts, liability and governing law.",
  intro: "This site is operated by {legalName}, {address}. By using it, you accept the following terms. Please read them carefully.",
  sections: {
    useOfSite: {
      heading: "Use of the site",
      paragraphs: ["The site lets you browse our catalogue, prepare a quote request, write to us and manage your customer account. You agree to use it lawfully and to provide accurate information."],
      bullets: [
        "You may not disrupt the site, bypass its security measures or send it automated requests.",
        "Descriptions, photos and illustrations are for information only; the exact specifications of the equipment are confirmed in the quote.",
      ],
    },
    quotes: {
      heading: "Quotes",
      paragraphs: [
        "A quote request sent through the site is not a rental contract or a booking. It becomes binding only once we confirm it in writing, with the equipment's availability, the dates, the transport fees and the final amount.",
        "Every booking or change requires at least {noticeHours, plural, one {# hour's} other {# hours'}} notice.",
      ],
    },
    pricesAndTaxes: {
      heading: "Prices and taxes",
      paragraphs: [
        "Prices shown are in Canadian dollars, before taxes. GST (TPS, {tpsRate}) and QST (TVQ, {tvqRate}) are added to the subtotal, each calculated separately as on an invoice.",
        "Options (such as an operator or extra discs) and transport fees are not included in the total shown online: they are specified in the quote and the final amount appears on the invoice. We may correct an obvious pricing error before confirmation.",
      ],
    },
    customerAccounts: {
      heading: "Customer accounts",
      paragraphs: [
        "To create an account, you must confirm your e-mail address. You are responsible for keeping your password confidential and for the activity on your account; tell us promptly of any unauthorised use.",
        "We may suspend an account used fraudulently or in breach of these terms.",
      ],
    },
    equipmentRental: {
      heading: "Equipment rental",
      paragraphs: ["Every rental is also governed by our rental policy and our cancellation policy, which form part of these terms."],
    },
    liability: {
      heading: "Liability",
      paragraphs: [
        "We make every effort to keep the site's information accurate and up to date, but we cannot guarantee that it is free of errors or that the site is always available.",
        "To the extent permitted by law, we are not liable for indirect damages arising from the use of the site. Nothing in these terms limits the rights that the Consumer Protection Act grants to consumers.",
      ],
    },
    intellectualProperty: {
      heading: "Intellectual property",
      paragraphs: ["The site's text, illustrations, logos and design belong to {legalName} or its partners. Manufacturers' trademarks mentioned belong to their respective owners."],
    },
    governingLaw: {
      heading: "Governing law",
      paragraphs: ["These terms are governed by the laws of Quebec and the federal laws of Canada applicable therein. Any dispute falls under the competent courts of Quebec."],
    },
    changesAndQuestions: {
      heading: "Changes and questions",
      paragraphs: ["We may change these terms; the date of the last update appears at the top of the page. For any question, write to us at {email} or call us at {phone}."],
    },
  },
};
