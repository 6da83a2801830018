import type { Catalogue } from "../../../i18n/types.ts";
import type { frPrivacyPolicy } from "../fr/privacy-policy.ts";

/** English texts of the /privacy page: same keys and placeholders as ../fr/privacy-policy.ts. */
export const enPrivacyPolicy: Catalogue<typeof frPrivacyPolicy> = {
  title: "Privacy policy",
  description: "How {name} collects, uses, keeps and protects your personal information, your rights under Quebec's Law 25, and our use of cookies.",
  intro:
    '{legalName} ("{name}", "we") respects your privacy. This policy explains what personal information we collect on this site, why we collect it, how we protect it and how you can exercise your rights.',
  sections: {
    legalFramework: {
      heading: "Legal framework",
      paragraphs: [
        "We handle your personal information in accordance with Quebec's Act respecting the protection of personal information in the private sector, as amended by Law 25 (Act to modernize legislative provisions as regards the protection of personal information), and other applicable laws.",
        "We only collect the information needed for the purposes described below, and only with your consent or where the law allows it.",
      ],
    },
    privacyOfficer: {
      heading: "Person in charge of the protection of personal information",
      paragraphs: [
        "The person in charge of the protection of personal information at {legalName} oversees compliance with this policy. For any question, request or complaint, write to them at {email} or by mail at {address}, to the attention of the person in charge of the protection of personal information.",
      ],
    },
    informationCollected: {
      heading: "Information we collect",
      paragraphs: ["We only collect the information you give us and what is needed to run the site securely:"],
      bullets: [
        "Quote request: name, e-mail, phone, company, job-site address, project dates, requested equipment and message.",
        "Contact form: name, e-mail, phone, subject and message.",
        "Customer account: e-mail, password (stored only as an irreversible hash), first name, last name, phone, account type, company and address.",
        "Technical data: session cookie, chosen language, and IP address kept in our logs to protect the site from abuse.",
      ],
    },
    purposes: {
      heading: "Why we use it",
      paragraphs: ["Your information is used only to:"],
      bullets: [
        "prepare your quotes, arrange delivery and pickup and manage your rentals;",
        "answer your questions and messages;",
        "manage your account and show you the history of your requests;",
        "invoice, keep our accounting records and meet our legal obligations;",
        "keep the site secure and prevent fraud.",
      ],
    },
    retention: {
      heading: "Retention",
      paragraphs: [
        "We keep your information for as long as needed for the purposes it was collected for: the length of the business relationship for an account, and the time needed to handle a quote request or a message. Accounting and tax records are kept for the period required by law.",
        "Once those purposes are met, the information is securely destroyed or anonymised.",
      ],
    },
    thirdParties: {
      heading: "Sharing with third parties",
      paragraphs: [
        "We never sell, rent or trade your personal information.",
        "It may be disclosed, only as far as necessary, to our service providers (site hosting, e-mail delivery, payment processing), who are bound by contract to confidentiality and security obligations, or where the law requires it. Before any information is disclosed outside Quebec, we assess that it will be adequately protected there.",
      ],
    },
    rights: {
      heading: "Your rights",
      paragraphs: ["You can exercise the following rights by writing to {email}. We reply in writing within 30 days of receiving your request, after verifying your identity."],
      bullets: [
        "Access: obtain a copy of the information we hold about you.",
        "Rectification: have inaccurate, incomplete or ambiguous information corrected.",
        "Withdrawal of consent: withdraw your consent to a use of your information at any time, subject to our legal obligations.",
        "Deletion and portability: ask for your information to be deleted when it is no longer needed, or to receive it in a structured, commonly used technological format.",
        "Complaint: if you are not satisfied with our answer, you may contact the Commission d'accès à l'information du Québec.",
      ],
    },
    security: {
      heading: "Security",
      paragraphs: [
        "We protect your information with reasonable measures: encrypted connections (HTTPS), passwords stored as irreversible hashes, a session cookie that scripts cannot read, and access limited to the staff members who need it for their work.",
        "If a confidentiality incident presents a risk of serious injury, we notify the people concerned and the Commission d'accès à l'information, as the law requires.",
      ],
    },
    cookies: {
      heading: "Cookies",
      paragraphs: ["A cookie is a small file stored by your browser. We group them into four categories, which you choose in the cookie banner or in its “Customize” window:"],
      bullets: [
        "Essential (always on): session cookie, chosen language, quote cart, the record of your consent and the reminder that you dismissed the invitation to create an account. The site cannot work without them, and they are used for nothing else.",
        "Functional: remember optional preferences to improve your experience.",
        "Analytics: measure overall site traffic to help us improve it.",
        "Marketing: let us show you relevant offers on other sites.",
      ],
      closing: [
        "No functional, analytics or marketing script is loaded without your consent. If you choose “Reject all”, only essential cookies are used.",
        "Your choice is stored in your browser and kept for {consentDays, plural, one {# day} other {# days}}, after which we ask again. You can change it or withdraw your consent at any time with the button below.",
      ],
    },
  },
};
