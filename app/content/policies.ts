/**
 * The four policy pages: /privacy, /terms, /rental-policy, /cancellation-policy
 * (spec sections 2 and 9, decisions.md "Consent"). Every number comes from
 * domain/constants.ts and every business fact from the `Business` object.
 */
import { formatAddress, type Business } from "../config/business.ts";
import {
  CANCELLATION_FEE_24_48,
  CANCELLATION_FEE_UNDER_24,
  CANCELLATION_FREE_HOURS,
  CANCELLATION_PARTIAL_HOURS,
  COOKIE_CONSENT_VALIDITY_MS,
  DATE_CHANGE_FREE_HOURS,
  DELIVERY_EXTRA_PER_KM,
  DELIVERY_FEE_ONE_WAY,
  DELIVERY_INCLUDED_KM,
  NOTICE_HOURS,
  POLICY_DATES,
  REFUND_BUSINESS_DAYS,
  TPS_RATE,
  TVQ_RATE,
  USUAL_WEEK_FACTOR,
} from "../domain/constants.ts";
import { formatPercent, openingHoursSentence } from "../i18n/format.ts";
import type { Lang } from "../i18n/index.ts";
import {
  decimal,
  longDate,
  money,
  pick,
  rangeText,
  slug,
  supportWindow,
  type PolicyDocument,
  type PolicyKind,
  type PolicySection,
} from "./types.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Consent validity in days (180). */
export const COOKIE_CONSENT_DAYS = Math.round(COOKIE_CONSENT_VALIDITY_MS / DAY_MS);

type Body = { title: string; description: string; intro: string; sections: Array<Omit<PolicySection, "id">> };

export function policyContent(kind: PolicyKind, lang: Lang, b: Business): PolicyDocument {
  const body = BUILDERS[kind](lang, b);
  const updatedISO = POLICY_DATES[kind];
  const updatedLabel = pick(lang, "Dernière mise à jour :", "Last updated:");
  const updatedDate = longDate(lang, updatedISO);
  const used = new Set<string>();
  const sections = body.sections.map((section, index) => {
    let id = slug(section.heading) || `section-${index + 1}`;
    if (used.has(id)) id = `${id}-${index + 1}`;
    used.add(id);
    return { id, ...section };
  });
  return {
    ...body,
    sections,
    updatedISO,
    updatedLabel,
    updatedDate,
    updatedText: `${updatedLabel} ${updatedDate}`,
  };
}

export { POLICY_PATHS } from "./types.ts";

const BUILDERS: Record<PolicyKind, (lang: Lang, b: Business) => Body> = {
  privacy,
  terms,
  rentalPolicy,
  cancellationPolicy,
};

/* ---------------------------------------------------------------- privacy */

function privacy(lang: Lang, b: Business): Body {
  const days = COOKIE_CONSENT_DAYS;
  return {
    title: pick(lang, "Politique de confidentialité", "Privacy policy"),
    description: pick(
      lang,
      `Comment ${b.name} recueille, utilise, conserve et protège vos renseignements personnels, vos droits selon la Loi 25 et l'usage des témoins (cookies).`,
      `How ${b.name} collects, uses, keeps and protects your personal information, your rights under Quebec's Law 25, and our use of cookies.`,
    ),
    intro: pick(
      lang,
      `${b.legalName} (« ${b.name} », « nous ») respecte votre vie privée. Cette politique explique quels renseignements personnels nous recueillons sur ce site, pourquoi nous les recueillons, comment nous les protégeons et comment exercer vos droits.`,
      `${b.legalName} ("${b.name}", "we") respects your privacy. This policy explains what personal information we collect on this site, why we collect it, how we protect it and how you can exercise your rights.`,
    ),
    sections: [
      {
        heading: pick(lang, "Cadre légal", "Legal framework"),
        paragraphs: [
          pick(
            lang,
            "Nous traitons vos renseignements personnels conformément à la Loi sur la protection des renseignements personnels dans le secteur privé du Québec, telle que modifiée par la Loi 25 (Loi modernisant des dispositions législatives en matière de protection des renseignements personnels), ainsi qu'aux autres lois applicables.",
            "We handle your personal information in accordance with Quebec's Act respecting the protection of personal information in the private sector, as amended by Law 25 (Act to modernize legislative provisions as regards the protection of personal information), and other applicable laws.",
          ),
          pick(
            lang,
            "Nous ne recueillons que les renseignements nécessaires aux fins indiquées ci-dessous, et seulement avec votre consentement ou lorsque la loi le permet.",
            "We only collect the information needed for the purposes described below, and only with your consent or where the law allows it.",
          ),
        ],
      },
      {
        heading: pick(
          lang,
          "Responsable de la protection des renseignements personnels",
          "Person in charge of the protection of personal information",
        ),
        paragraphs: [
          pick(
            lang,
            `La personne responsable de la protection des renseignements personnels de ${b.legalName} veille au respect de cette politique. Pour toute question, demande ou plainte, écrivez-lui à ${b.email} ou par la poste au ${formatAddress(b)}, à l'attention de la personne responsable de la protection des renseignements personnels.`,
            `The person in charge of the protection of personal information at ${b.legalName} oversees compliance with this policy. For any question, request or complaint, write to them at ${b.email} or by mail at ${formatAddress(b)}, to the attention of the person in charge of the protection of personal information.`,
          ),
        ],
      },
      {
        heading: pick(lang, "Renseignements que nous recueillons", "Information we collect"),
        paragraphs: [
          pick(
            lang,
            "Nous recueillons uniquement les renseignements que vous nous fournissez et ceux qui sont nécessaires au fonctionnement sécuritaire du site :",
            "We only collect the information you give us and what is needed to run the site securely:",
          ),
        ],
        bullets: [
          pick(
            lang,
            "Demande de soumission : nom, courriel, téléphone, entreprise, adresse du chantier, dates du projet, équipement demandé et message.",
            "Quote request: name, e-mail, phone, company, job-site address, project dates, requested equipment and message.",
          ),
          pick(
            lang,
            "Formulaire de contact : nom, courriel, téléphone, sujet et message.",
            "Contact form: name, e-mail, phone, subject and message.",
          ),
          pick(
            lang,
            "Compte client : courriel, mot de passe (conservé uniquement sous forme chiffrée irréversible), prénom, nom, téléphone, type de compte, entreprise et adresse.",
            "Customer account: e-mail, password (stored only as an irreversible hash), first name, last name, phone, account type, company and address.",
          ),
          pick(
            lang,
            "Données techniques : témoin de session, langue choisie, et adresse IP conservée dans nos journaux pour protéger le site contre les abus.",
            "Technical data: session cookie, chosen language, and IP address kept in our logs to protect the site from abuse.",
          ),
        ],
      },
      {
        heading: pick(lang, "Pourquoi nous les utilisons", "Why we use it"),
        paragraphs: [
          pick(lang, "Vos renseignements servent uniquement à :", "Your information is used only to:"),
        ],
        bullets: [
          pick(
            lang,
            "préparer vos soumissions, organiser la livraison et la cueillette et gérer vos locations;",
            "prepare your quotes, arrange delivery and pickup and manage your rentals;",
          ),
          pick(lang, "répondre à vos questions et à vos messages;", "answer your questions and messages;"),
          pick(
            lang,
            "gérer votre compte et vous montrer l'historique de vos demandes;",
            "manage your account and show you the history of your requests;",
          ),
          pick(
            lang,
            "facturer, tenir nos registres comptables et respecter nos obligations légales;",
            "invoice, keep our accounting records and meet our legal obligations;",
          ),
          pick(
            lang,
            "assurer la sécurité du site et prévenir la fraude.",
            "keep the site secure and prevent fraud.",
          ),
        ],
      },
      {
        heading: pick(lang, "Conservation", "Retention"),
        paragraphs: [
          pick(
            lang,
            "Nous conservons vos renseignements aussi longtemps que nécessaire aux fins pour lesquelles ils ont été recueillis : la durée de la relation d'affaires pour un compte, et le temps de traiter une demande de soumission ou un message. Les documents comptables et fiscaux sont conservés pendant la durée exigée par la loi.",
            "We keep your information for as long as needed for the purposes it was collected for: the length of the business relationship for an account, and the time needed to handle a quote request or a message. Accounting and tax records are kept for the period required by law.",
          ),
          pick(
            lang,
            "Lorsque ces fins sont atteintes, les renseignements sont détruits ou anonymisés de façon sécuritaire.",
            "Once those purposes are met, the information is securely destroyed or anonymised.",
          ),
        ],
      },
      {
        heading: pick(lang, "Communication à des tiers", "Sharing with third parties"),
        paragraphs: [
          pick(
            lang,
            "Nous ne vendons, ne louons et n'échangeons jamais vos renseignements personnels.",
            "We never sell, rent or trade your personal information.",
          ),
          pick(
            lang,
            "Ils peuvent être communiqués, dans la seule mesure nécessaire, à nos fournisseurs de services (hébergement du site, envoi des courriels, traitement des paiements), liés par contrat à des obligations de confidentialité et de sécurité, ou lorsque la loi l'exige. Avant de communiquer des renseignements à l'extérieur du Québec, nous évaluons qu'ils y bénéficieront d'une protection adéquate.",
            "It may be disclosed, only as far as necessary, to our service providers (site hosting, e-mail delivery, payment processing), who are bound by contract to confidentiality and security obligations, or where the law requires it. Before any information is disclosed outside Quebec, we assess that it will be adequately protected there.",
          ),
        ],
      },
      {
        heading: pick(lang, "Vos droits", "Your rights"),
        paragraphs: [
          pick(
            lang,
            `Vous pouvez exercer les droits suivants en écrivant à ${b.email}. Nous répondons par écrit dans les 30 jours suivant la réception de votre demande, après avoir vérifié votre identité.`,
            `You can exercise the following rights by writing to ${b.email}. We reply in writing within 30 days of receiving your request, after verifying your identity.`,
          ),
        ],
        bullets: [
          pick(
            lang,
            "Accès : obtenir une copie des renseignements que nous détenons sur vous.",
            "Access: obtain a copy of the information we hold about you.",
          ),
          pick(
            lang,
            "Rectification : faire corriger un renseignement inexact, incomplet ou équivoque.",
            "Rectification: have inaccurate, incomplete or ambiguous information corrected.",
          ),
          pick(
            lang,
            "Retrait du consentement : retirer en tout temps votre consentement à une utilisation de vos renseignements, sous réserve de nos obligations légales.",
            "Withdrawal of consent: withdraw your consent to a use of your information at any time, subject to our legal obligations.",
          ),
          pick(
            lang,
            "Suppression et portabilité : demander la suppression de vos renseignements lorsqu'ils ne sont plus nécessaires, ou leur transmission dans un format technologique structuré et couramment utilisé.",
            "Deletion and portability: ask for your information to be deleted when it is no longer needed, or to receive it in a structured, commonly used technological format.",
          ),
          pick(
            lang,
            "Plainte : si notre réponse ne vous satisfait pas, vous pouvez vous adresser à la Commission d'accès à l'information du Québec.",
            "Complaint: if you are not satisfied with our answer, you may contact the Commission d'accès à l'information du Québec.",
          ),
        ],
      },
      {
        heading: pick(lang, "Sécurité", "Security"),
        paragraphs: [
          pick(
            lang,
            "Nous protégeons vos renseignements par des mesures raisonnables : connexions chiffrées (HTTPS), mots de passe conservés sous forme chiffrée irréversible, témoin de session inaccessible aux scripts, accès limité aux membres du personnel qui en ont besoin pour leur travail.",
            "We protect your information with reasonable measures: encrypted connections (HTTPS), passwords stored as irreversible hashes, a session cookie that scripts cannot read, and access limited to the staff members who need it for their work.",
          ),
          pick(
            lang,
            "En cas d'incident de confidentialité présentant un risque de préjudice sérieux, nous avisons les personnes concernées et la Commission d'accès à l'information, comme l'exige la loi.",
            "If a confidentiality incident presents a risk of serious injury, we notify the people concerned and the Commission d'accès à l'information, as the law requires.",
          ),
        ],
      },
      {
        heading: pick(lang, "Témoins (cookies)", "Cookies"),
        paragraphs: [
          pick(
            lang,
            "Un témoin est un petit fichier enregistré par votre navigateur. Nous les regroupons en quatre catégories, que vous choisissez dans la bannière de témoins ou dans la fenêtre « Personnaliser » :",
            "A cookie is a small file stored by your browser. We group them into four categories, which you choose in the cookie banner or in its “Customize” window:",
          ),
        ],
        bullets: [
          pick(
            lang,
            "Essentiels (toujours actifs) : témoin de session, langue choisie, panier de soumission, enregistrement de votre consentement et rappel de l'invitation à créer un compte que vous avez écartée. Sans eux, le site ne peut pas fonctionner; ils ne servent à rien d'autre.",
            "Essential (always on): session cookie, chosen language, quote cart, the record of your consent and the reminder that you dismissed the invitation to create an account. The site cannot work without them, and they are used for nothing else.",
          ),
          pick(
            lang,
            "Fonctionnels : mémorisent des préférences facultatives pour améliorer votre expérience.",
            "Functional: remember optional preferences to improve your experience.",
          ),
          pick(
            lang,
            "Analytiques : mesurent de façon globale la fréquentation du site pour nous aider à l'améliorer.",
            "Analytics: measure overall site traffic to help us improve it.",
          ),
          pick(
            lang,
            "Marketing : permettent de vous présenter des offres pertinentes sur d'autres sites.",
            "Marketing: let us show you relevant offers on other sites.",
          ),
        ],
        closing: [
          pick(
            lang,
            "Aucun script des catégories fonctionnelle, analytique ou marketing n'est chargé sans votre consentement. Si vous cliquez sur « Refuser tout », seuls les témoins essentiels sont utilisés.",
            "No functional, analytics or marketing script is loaded without your consent. If you choose “Reject all”, only essential cookies are used.",
          ),
          pick(
            lang,
            `Votre choix est enregistré dans votre navigateur et conservé pendant ${days} jours; nous vous le redemandons ensuite. Vous pouvez le modifier ou retirer votre consentement en tout temps avec le bouton ci-dessous.`,
            `Your choice is stored in your browser and kept for ${days} days, after which we ask again. You can change it or withdraw your consent at any time with the button below.`,
          ),
        ],
        action: "cookiePreferences",
      },
    ],
  };
}

/* ------------------------------------------------------------------ terms */

function terms(lang: Lang, b: Business): Body {
  return {
    title: pick(lang, "Conditions d'utilisation", "Terms of use"),
    description: pick(
      lang,
      `Conditions d'utilisation du site de ${b.name} : soumissions, prix et taxes, comptes clients, responsabilité et droit applicable.`,
      `Terms of use of the ${b.name} website: quotes, prices and taxes, customer accounts, liability and governing law.`,
    ),
    intro: pick(
      lang,
      `Ce site est exploité par ${b.legalName}, ${formatAddress(b)}. En l'utilisant, vous acceptez les conditions qui suivent. Veuillez les lire attentivement.`,
      `This site is operated by ${b.legalName}, ${formatAddress(b)}. By using it, you accept the following terms. Please read them carefully.`,
    ),
    sections: [
      {
        heading: pick(lang, "Utilisation du site", "Use of the site"),
        paragraphs: [
          pick(
            lang,
            "Le site vous permet de consulter notre catalogue, de préparer une demande de soumission, de nous écrire et de gérer votre compte client. Vous vous engagez à l'utiliser de façon légale et à fournir des renseignements exacts.",
            "The site lets you browse our catalogue, prepare a quote request, write to us and manage your customer account. You agree to use it lawfully and to provide accurate information.",
          ),
        ],
        bullets: [
          pick(
            lang,
            "Il est interdit de perturber le site, d'en contourner les mesures de sécurité ou d'y envoyer des demandes automatisées.",
            "You may not disrupt the site, bypass its security measures or send it automated requests.",
          ),
          pick(
            lang,
            "Les descriptions, photos et illustrations sont fournies à titre indicatif; les caractéristiques exactes de l'équipement sont confirmées dans la soumission.",
            "Descriptions, photos and illustrations are for information only; the exact specifications of the equipment are confirmed in the quote.",
          ),
        ],
      },
      {
        heading: pick(lang, "Soumissions", "Quotes"),
        paragraphs: [
          pick(
            lang,
            "Une demande de soumission envoyée par le site n'est pas un contrat de location ni une réservation. Elle devient un engagement seulement lorsque nous la confirmons par écrit, avec la disponibilité de l'équipement, les dates, les frais de transport et le montant final.",
            "A quote request sent through the site is not a rental contract or a booking. It becomes binding only once we confirm it in writing, with the equipment's availability, the dates, the transport fees and the final amount.",
          ),
          pick(
            lang,
            `Toute réservation ou modification doit être faite avec un préavis d'au moins ${NOTICE_HOURS} heures.`,
            `Every booking or change requires at least ${NOTICE_HOURS} hours' notice.`,
          ),
        ],
      },
      {
        heading: pick(lang, "Prix et taxes", "Prices and taxes"),
        paragraphs: [
          pick(
            lang,
            `Les prix affichés sont en dollars canadiens, avant taxes. La TPS (${formatPercent(lang, TPS_RATE)}) et la TVQ (${formatPercent(lang, TVQ_RATE)}) s'ajoutent au sous-total, chacune calculée séparément comme sur une facture.`,
            `Prices shown are in Canadian dollars, before taxes. GST (TPS, ${formatPercent(lang, TPS_RATE)}) and QST (TVQ, ${formatPercent(lang, TVQ_RATE)}) are added to the subtotal, each calculated separately as on an invoice.`,
          ),
          pick(
            lang,
            "Les options (par exemple un opérateur ou des disques supplémentaires) et les frais de transport ne sont pas inclus dans le total affiché en ligne : ils sont précisés dans la soumission et le montant final figure sur la facture. Nous pouvons corriger une erreur de prix manifeste avant la confirmation.",
            "Options (such as an operator or extra discs) and transport fees are not included in the total shown online: they are specified in the quote and the final amount appears on the invoice. We may correct an obvious pricing error before confirmation.",
          ),
        ],
      },
      {
        heading: pick(lang, "Comptes clients", "Customer accounts"),
        paragraphs: [
          pick(
            lang,
            "Pour créer un compte, vous devez confirmer votre adresse courriel. Vous êtes responsable de la confidentialité de votre mot de passe et des activités faites avec votre compte; avisez-nous sans délai de toute utilisation non autorisée.",
            "To create an account, you must confirm your e-mail address. You are responsible for keeping your password confidential and for the activity on your account; tell us promptly of any unauthorised use.",
          ),
          pick(
            lang,
            "Nous pouvons suspendre un compte utilisé de façon frauduleuse ou contraire à ces conditions.",
            "We may suspend an account used fraudulently or in breach of these terms.",
          ),
        ],
      },
      {
        heading: pick(lang, "Location de l'équipement", "Equipment rental"),
        paragraphs: [
          pick(
            lang,
            "Toute location est aussi régie par notre politique de location et notre politique d'annulation, qui font partie de ces conditions.",
            "Every rental is also governed by our rental policy and our cancellation policy, which form part of these terms.",
          ),
        ],
      },
      {
        heading: pick(lang, "Responsabilité", "Liability"),
        paragraphs: [
          pick(
            lang,
            "Nous mettons tout en œuvre pour que l'information du site soit exacte et à jour, sans pouvoir garantir qu'elle soit exempte d'erreurs ou que le site soit disponible en tout temps.",
            "We make every effort to keep the site's information accurate and up to date, but we cannot guarantee that it is free of errors or that the site is always available.",
          ),
          pick(
            lang,
            "Dans la mesure permise par la loi, nous ne sommes pas responsables des dommages indirects découlant de l'utilisation du site. Rien dans ces conditions ne limite les droits que la Loi sur la protection du consommateur accorde aux consommateurs.",
            "To the extent permitted by law, we are not liable for indirect damages arising from the use of the site. Nothing in these terms limits the rights that the Consumer Protection Act grants to consumers.",
          ),
        ],
      },
      {
        heading: pick(lang, "Propriété intellectuelle", "Intellectual property"),
        paragraphs: [
          pick(
            lang,
            `Les textes, illustrations, logos et la présentation du site appartiennent à ${b.legalName} ou à ses partenaires. Les marques des fabricants citées appartiennent à leurs propriétaires respectifs.`,
            `The site's text, illustrations, logos and design belong to ${b.legalName} or its partners. Manufacturers' trademarks mentioned belong to their respective owners.`,
          ),
        ],
      },
      {
        heading: pick(lang, "Droit applicable", "Governing law"),
        paragraphs: [
          pick(
            lang,
            "Ces conditions sont régies par les lois du Québec et les lois fédérales du Canada qui s'y appliquent. Tout litige relève des tribunaux compétents du Québec.",
            "These terms are governed by the laws of Quebec and the federal laws of Canada applicable therein. Any dispute falls under the competent courts of Quebec.",
          ),
        ],
      },
      {
        heading: pick(lang, "Modifications et questions", "Changes and questions"),
        paragraphs: [
          pick(
            lang,
            `Nous pouvons modifier ces conditions; la date de dernière mise à jour figure en haut de la page. Pour toute question, écrivez-nous à ${b.email} ou appelez-nous au ${b.phone}.`,
            `We may change these terms; the date of the last update appears at the top of the page. For any question, write to us at ${b.email} or call us at ${b.phone}.`,
          ),
        ],
      },
    ],
  };
}

/* ---------------------------------------------------------- rental policy */

function rentalPolicy(lang: Lang, b: Business): Body {
  const fee = money(lang, DELIVERY_FEE_ONE_WAY);
  const perKm = money(lang, DELIVERY_EXTRA_PER_KM);
  const km = DELIVERY_INCLUDED_KM;
  return {
    title: pick(lang, "Politique de location", "Rental policy"),
    description: pick(
      lang,
      `Périodes de location, prise en charge et livraison, documents exigés, dépôt, responsabilités, bris, nettoyage et retour de l'équipement loué chez ${b.name}.`,
      `Rental periods, pickup and delivery, required documents, deposit, responsibilities, damage, cleaning and return of equipment rented from ${b.name}.`,
    ),
    intro: pick(
      lang,
      `Cette politique s'applique à toute location d'équipement auprès de ${b.legalName}. Elle complète la soumission confirmée et le contrat signé à la prise en charge.`,
      `This policy applies to every equipment rental from ${b.legalName}. It complements the confirmed quote and the contract signed at pickup.`,
    ),
    sections: [
      {
        heading: pick(lang, "Périodes de location", "Rental periods"),
        paragraphs: [
          pick(
            lang,
            `L'équipement se loue à la journée ou à la semaine (sept jours consécutifs). Le tarif à la semaine correspond généralement à ${decimal(lang, USUAL_WEEK_FACTOR)} fois le tarif à la journée. Lorsqu'un article a le même prix à la journée et à la semaine, il se loue à la journée.`,
            `Equipment rents by the day or by the week (seven consecutive days). The weekly rate is generally ${decimal(lang, USUAL_WEEK_FACTOR)} times the daily rate. When an item costs the same per day and per week, it rents by the day.`,
          ),
          pick(
            lang,
            "La période commence à la prise en charge au comptoir ou à la livraison et se termine au retour de l'équipement ou à sa cueillette. Un retour en retard non convenu peut entraîner la facturation d'une période supplémentaire.",
            "The period starts at pickup at the counter or at delivery and ends when the equipment is returned or collected. A late return that was not agreed may be billed as an extra period.",
          ),
        ],
      },
      {
        heading: pick(lang, "Réservation et préavis", "Booking and notice"),
        paragraphs: [
          pick(
            lang,
            `Toute réservation, prolongation ou modification demande un préavis d'au moins ${NOTICE_HOURS} heures. La réservation est confirmée lorsque nous vous transmettons la soumission confirmée.`,
            `Every booking, extension or change requires at least ${NOTICE_HOURS} hours' notice. The booking is confirmed when we send you the confirmed quote.`,
          ),
        ],
      },
      {
        heading: pick(lang, "Prise en charge et livraison", "Pickup and delivery"),
        paragraphs: [
          pick(
            lang,
            `Vous pouvez prendre l'équipement à notre comptoir (${formatAddress(b)}) pendant nos heures d'ouverture, ${openingHoursSentence(lang, b)}, ou le faire livrer sur votre chantier.`,
            `You can pick the equipment up at our counter (${formatAddress(b)}) during our opening hours, ${openingHoursSentence(lang, b)}, or have it delivered to your job site.`,
          ),
        ],
        bullets: [
          pick(
            lang,
            `Dans la région de Montréal, la livraison coûte ${fee} et la cueillette ${fee}.`,
            `In the Montreal region, delivery costs ${fee} and pickup ${fee}.`,
          ),
          pick(
            lang,
            `Les ${km} premiers kilomètres de chaque trajet sont inclus; chaque kilomètre supplémentaire coûte ${perKm}.`,
            `The first ${km} km of each trip are included; each additional km costs ${perKm}.`,
          ),
          pick(
            lang,
            "Le chantier doit être accessible au camion, et une personne autorisée doit être présente pour recevoir l'équipement et signer le bon de livraison.",
            "The site must be accessible to the truck, and an authorised person must be there to receive the equipment and sign the delivery slip.",
          ),
        ],
      },
      {
        heading: pick(lang, "Pièce d'identité, carte de crédit et dépôt", "ID, credit card and deposit"),
        paragraphs: [
          pick(
            lang,
            "À la prise en charge ou à la livraison, le locataire présente une pièce d'identité valide avec photo et une carte de crédit à son nom. Pour une entreprise, la personne qui signe doit être autorisée par celle-ci.",
            "At pickup or delivery, the renter shows a valid photo ID and a credit card in their name. For a company, the person signing must be authorised by it.",
          ),
          pick(
            lang,
            "Un dépôt de garantie, dont le montant dépend de l'équipement et figure dans la soumission, est préautorisé sur la carte de crédit. Il est libéré après le retour et l'inspection de l'équipement, déduction faite des frais applicables.",
            "A security deposit, whose amount depends on the equipment and appears in the quote, is pre-authorised on the credit card. It is released after the equipment is returned and inspected, less any applicable charges.",
          ),
        ],
      },
      {
        heading: pick(lang, "Responsabilités du locataire", "Renter's responsibilities"),
        paragraphs: [
          pick(
            lang,
            "Pendant la location, l'équipement est sous la garde du locataire, qui s'engage à :",
            "During the rental, the equipment is in the renter's care, and the renter agrees to:",
          ),
        ],
        bullets: [
          pick(
            lang,
            "le faire utiliser par des personnes compétentes, selon les instructions du fabricant et nos consignes;",
            "have it used by competent people, according to the manufacturer's instructions and ours;",
          ),
          pick(
            lang,
            "fournir l'alimentation électrique appropriée (par exemple 600 V pour les grosses machines) et l'équipement de protection requis;",
            "provide the appropriate power supply (for example 600 V for large machines) and the required protective equipment;",
          ),
          pick(
            lang,
            "le protéger contre le vol, le gel et les intempéries;",
            "protect it from theft, freezing and bad weather;",
          ),
          pick(
            lang,
            "ne pas le sous-louer ni le déplacer vers un autre chantier sans nous en aviser.",
            "not sublet it or move it to another site without telling us.",
          ),
        ],
      },
      {
        heading: pick(lang, "Bris, panne et perte", "Damage, breakdown and loss"),
        paragraphs: [
          pick(
            lang,
            `Signalez tout bris, toute panne ou tout vol sans délai au ${b.phone}; notre ligne de soutien répond ${supportWindow(lang, b)}. N'essayez pas de réparer l'équipement vous-même. Une panne qui ne découle pas d'une mauvaise utilisation ne vous est pas facturée : nous réparons ou remplaçons la machine dans les meilleurs délais.`,
            `Report any damage, breakdown or theft immediately at ${b.phone}; our support line answers ${supportWindow(lang, b)}. Do not try to repair the equipment yourself. A breakdown that is not caused by misuse is not charged to you: we repair or replace the machine as quickly as possible.`,
          ),
          pick(
            lang,
            "L'usure normale est à notre charge. Les dommages causés par une mauvaise utilisation, une négligence ou un accident, ainsi que la perte ou le vol, sont facturés au locataire selon le coût de réparation ou de remplacement. En cas de vol, un rapport de police est exigé.",
            "Normal wear and tear is our responsibility. Damage caused by misuse, negligence or an accident, as well as loss or theft, is charged to the renter at the cost of repair or replacement. In case of theft, a police report is required.",
          ),
        ],
      },
      {
        heading: pick(lang, "Nettoyage", "Cleaning"),
        paragraphs: [
          pick(
            lang,
            "L'équipement doit être rendu dans un état de propreté raisonnable : sacs et bacs des aspirateurs vidés, béton et autonivelant retirés des outils. La pompe à béton et ses boyaux doivent être lavés avant que le béton ne durcisse.",
            "Equipment must be returned reasonably clean: dust-extractor bags and bins emptied, concrete and self-leveller removed from tools. The concrete pump and its hoses must be washed out before the concrete sets.",
          ),
          pick(
            lang,
            "Un nettoyage exigé au retour, en particulier pour du béton durci, est facturé selon le temps nécessaire.",
            "Any cleaning needed on return, especially of hardened concrete, is billed based on the time required.",
          ),
        ],
      },
      {
        heading: pick(lang, "Retour de l'équipement", "Return of the equipment"),
        paragraphs: [
          pick(
            lang,
            "Rapportez l'équipement au comptoir à la date et à l'heure prévues, ou tenez-le prêt et accessible pour la cueillette. Nous l'inspectons au retour en votre présence si vous le souhaitez; tout dommage constaté vous est signalé avant d'être facturé.",
            "Bring the equipment back to the counter at the agreed date and time, or have it ready and accessible for pickup. We inspect it on return, in your presence if you wish; any damage found is reported to you before it is billed.",
          ),
          pick(
            lang,
            `Pour prolonger une location, avisez-nous au moins ${NOTICE_HOURS} heures à l'avance, sous réserve de la disponibilité de l'équipement.`,
            `To extend a rental, tell us at least ${NOTICE_HOURS} hours in advance, subject to the equipment's availability.`,
          ),
        ],
      },
    ],
  };
}

/* ---------------------------------------------------- cancellation policy */

function cancellationPolicy(lang: Lang, b: Business): Body {
  const free = CANCELLATION_FREE_HOURS;
  const partial = CANCELLATION_PARTIAL_HOURS;
  const refund = rangeText(lang, REFUND_BUSINESS_DAYS);
  return {
    title: pick(lang, "Politique d'annulation", "Cancellation policy"),
    description: pick(
      lang,
      `Frais d'annulation, changement de dates, remboursements et exceptions pour les locations chez ${b.name}.`,
      `Cancellation fees, date changes, refunds and exceptions for rentals from ${b.name}.`,
    ),
    intro: pick(
      lang,
      "Vos plans changent? Cette politique explique comment annuler ou déplacer une location confirmée et quels frais s'appliquent selon le moment où vous nous avisez. Les délais sont calculés par rapport à l'heure de livraison ou de prise en charge prévue.",
      "Plans changed? This policy explains how to cancel or reschedule a confirmed rental and which fees apply depending on when you tell us. Time limits are counted from the scheduled delivery or pickup time.",
    ),
    sections: [
      {
        heading: pick(lang, "Annulation sans frais", "Free cancellation"),
        paragraphs: [
          pick(
            lang,
            `Une annulation faite plus de ${free} heures avant la livraison est gratuite.`,
            `A cancellation made more than ${free} hours before delivery is free of charge.`,
          ),
        ],
      },
      {
        heading: pick(lang, "Frais d'annulation", "Cancellation fees"),
        paragraphs: [
          pick(
            lang,
            "Les frais sont calculés sur le total de la location confirmée :",
            "Fees are calculated on the total of the confirmed rental:",
          ),
        ],
        bullets: [
          pick(
            lang,
            `Plus de ${free} h avant la livraison : aucuns frais.`,
            `More than ${free} hours before delivery: no fee.`,
          ),
          pick(
            lang,
            `Entre ${partial} et ${free} h avant la livraison : ${formatPercent(lang, CANCELLATION_FEE_24_48)} du total.`,
            `Between ${partial} and ${free} hours before delivery: ${formatPercent(lang, CANCELLATION_FEE_24_48)} of the total.`,
          ),
          pick(
            lang,
            `Moins de ${partial} h avant la livraison : ${formatPercent(lang, CANCELLATION_FEE_UNDER_24)} du total.`,
            `Less than ${partial} hours before delivery: ${formatPercent(lang, CANCELLATION_FEE_UNDER_24)} of the total.`,
          ),
          pick(
            lang,
            "Absence sans avis (personne au rendez-vous, aucune annulation reçue) : location facturée en entier.",
            "No-show (nobody there and no cancellation received): the rental is charged in full.",
          ),
        ],
      },
      {
        heading: pick(lang, "Changement de dates", "Changing dates"),
        paragraphs: [
          pick(
            lang,
            `Le changement de dates est gratuit s'il est demandé plus de ${DATE_CHANGE_FREE_HOURS} heures avant la livraison, selon la disponibilité de l'équipement. Une demande faite plus tard peut entraîner des frais selon les règles ci-dessus.`,
            `Changing dates is free when requested more than ${DATE_CHANGE_FREE_HOURS} hours before delivery, subject to the equipment's availability. A later request may incur fees under the rules above.`,
          ),
        ],
      },
      {
        heading: pick(lang, "Comment annuler", "How to cancel"),
        paragraphs: [
          pick(
            lang,
            `Appelez-nous au ${b.phone} ou écrivez-nous à ${b.email} en indiquant la référence de votre soumission. Nos heures d'ouverture sont ${openingHoursSentence(lang, b)}; c'est l'heure de réception de votre courriel ou de votre appel qui compte.`,
            `Call us at ${b.phone} or write to us at ${b.email}, giving your quote reference. Our opening hours are ${openingHoursSentence(lang, b)}; the time we receive your e-mail or call is what counts.`,
          ),
          pick(
            lang,
            `Comme le prévoient nos conditions d'utilisation et notre politique de location, un préavis d'au moins ${NOTICE_HOURS} heures est demandé pour toute modification.`,
            `As our terms of use and rental policy provide, at least ${NOTICE_HOURS} hours' notice is required for any change.`,
          ),
        ],
      },
      {
        heading: pick(lang, "Remboursements", "Refunds"),
        paragraphs: [
          pick(
            lang,
            `Les sommes à rembourser sont versées dans un délai de ${refund} jours ouvrables, par le mode de paiement utilisé à l'origine.`,
            `Amounts due are refunded within ${refund} business days, to the original payment method.`,
          ),
        ],
      },
      {
        heading: pick(lang, "Exceptions", "Exceptions"),
        paragraphs: [
          pick(
            lang,
            "Aucuns frais d'annulation ne s'appliquent, quel que soit le délai, dans les cas suivants. Nous vous proposons alors de déplacer la location ou de l'annuler sans frais.",
            "No cancellation fee applies, whatever the notice, in the following cases. We then offer to reschedule the rental or cancel it free of charge.",
          ),
        ],
        bullets: [
          pick(
            lang,
            "Conditions météorologiques extrêmes empêchant les travaux ou le transport",
            "Extreme weather preventing the work or transport",
          ),
          pick(lang, "Panne de notre équipement", "Failure of our equipment"),
          pick(lang, "Urgence médicale documentée", "A documented medical emergency"),
          pick(lang, "Force majeure", "Force majeure"),
        ],
      },
    ],
  };
}
