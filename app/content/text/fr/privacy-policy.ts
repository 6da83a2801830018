/**
 * French texts of the /privacy page (the reference; ../en/privacy-policy.ts has the same keys).
 * Sections are shown in the order written here. Business facts and numbers are
 * placeholders, filled by ../../policies/privacy.ts.
 */
export const frPrivacyPolicy = {
  title: "Politique de confidentialité",
  description: "Comment {name} recueille, utilise, conserve et protège vos renseignements personnels, vos droits selon la Loi 25 et l'usage des témoins (cookies).",
  intro:
    "{legalName} (« {name} », « nous ») respecte votre vie privée. Cette politique explique quels renseignements personnels nous recueillons sur ce site, pourquoi nous les recueillons, comment nous les protégeons et comment exercer vos droits.",
  sections: {
    legalFramework: {
      heading: "Cadre légal",
      paragraphs: [
        "Nous traitons vos renseignements personnels conformément à la Loi sur la protection des renseignements personnels dans le secteur privé du Québec, telle que modifiée par la Loi 25 (Loi modernisant des dispositions législatives en matière de protection des renseignements personnels), ainsi qu'aux autres lois applicables.",
        "Nous ne recueillons que les renseignements nécessaires aux fins indiquées ci-dessous, et seulement avec votre consentement ou lorsque la loi le permet.",
      ],
    },
    privacyOfficer: {
      heading: "Responsable de la protection des renseignements personnels",
      paragraphs: [
        "La personne responsable de la protection des renseignements personnels de {legalName} veille au respect de cette politique. Pour toute question, demande ou plainte, écrivez-lui à {email} ou par la poste au {address}, à l'attention de la personne responsable de la protection des renseignements personnels.",
      ],
    },
    informationCollected: {
      heading: "Renseignements que nous recueillons",
      paragraphs: ["Nous recueillons uniquement les renseignements que vous nous fournissez et ceux qui sont nécessaires au fonctionnement sécuritaire du site :"],
      bullets: [
        "Demande de soumission : nom, courriel, téléphone, entreprise, adresse du chantier, dates du projet, équipement demandé et message.",
        "Formulaire de contact : nom, courriel, téléphone, sujet et message.",
        "Compte client : courriel, mot de passe (conservé uniquement sous forme chiffrée irréversible), prénom, nom, téléphone, type de compte, entreprise et adresse.",
        "Données techniques : témoin de session, langue choisie, et adresse IP conservée dans nos journaux pour protéger le site contre les abus.",
      ],
    },
    purposes: {
      heading: "Pourquoi nous les utilisons",
      paragraphs: ["Vos renseignements servent uniquement à :"],
      bullets: [
        "préparer vos soumissions, organiser la livraison et la cueillette et gérer vos locations;",
        "répondre à vos questions et à vos messages;",
        "gérer votre compte et vous montrer l'historique de vos demandes;",
        "facturer, tenir nos registres comptables et respecter nos obligations légales;",
        "assurer la sécurité du site et prévenir la fraude.",
      ],
    },
    retention: {
      heading: "Conservation",
      paragraphs: [
        "Nous conservons vos renseignements aussi longtemps que nécessaire aux fins pour lesquelles ils ont été recueillis : la durée de la relation d'affaires pour un compte, et le temps de traiter une demande de soumission ou un message. Les documents comptables et fiscaux sont conservés pendant la durée exigée par la loi.",
        "Lorsque ces fins sont atteintes, les renseignements sont détruits ou anonymisés de façon sécuritaire.",
      ],
    },
    thirdParties: {
      heading: "Communication à des tiers",
      paragraphs: [
        "Nous ne vendons, ne louons et n'échangeons jamais vos renseignements personnels.",
        "Ils peuvent être communiqués, dans la seule mesure nécessaire, à nos fournisseurs de services (hébergement du site, envoi des courriels, traitement des paiements), liés par contrat à des obligations de confidentialité et de sécurité, ou lorsque la loi l'exige. Avant de communiquer des renseignements à l'extérieur du Québec, nous évaluons qu'ils y bénéficieront d'une protection adéquate.",
      ],
    },
    rights: {
      heading: "Vos droits",
      paragraphs: [
        "Vous pouvez exercer les droits suivants en écrivant à {email}. Nous répondons par écrit dans les 30 jours suivant la réception de votre demande, après avoir vérifié votre identité.",
      ],
      bullets: [
        "Accès : obtenir une copie des renseignements que nous détenons sur vous.",
        "Rectification : faire corriger un renseignement inexact, incomplet ou équivoque.",
        "Retrait du consentement : retirer en tout temps votre consentement à une utilisation de vos renseignements, sous réserve de nos obligations légales.",
        "Suppression et portabilité : demander la suppression de vos renseignements lorsqu'ils ne sont plus nécessaires, ou leur transmission dans un format technologique structuré et couramment utilisé.",
        "Plainte : si notre réponse ne vous satisfait pas, vous pouvez vous adresser à la Commission d'accès à l'information du Québec.",
      ],
    },
    security: {
      heading: "Sécurité",
      paragraphs: [
        "Nous protégeons vos renseignements par des mesures raisonnables : connexions chiffrées (HTTPS), mots de passe conservés sous forme chiffrée irréversible, témoin de session inaccessible aux scripts, accès limité aux membres du personnel qui en ont besoin pour leur travail.",
        "En cas d'incident de confidentialité présentant un risque de préjudice sérieux, nous avisons les personnes concernées et la Commission d'accès à l'information, comme l'exige la loi.",
      ],
    },
    cookies: {
      heading: "Témoins (cookies)",
      paragraphs: [
        "Un témoin est un petit fichier enregistré par votre navigateur. Nous les regroupons en quatre catégories, que vous choisissez dans la bannière de témoins ou dans la fenêtre « Personnaliser » :",
      ],
      bullets: [
        "Essentiels (toujours actifs) : témoin de session, langue choisie, panier de soumission, enregistrement de votre consentement et rappel de l'invitation à créer un compte que vous avez écartée. Sans eux, le site ne peut pas fonctionner; ils ne servent à rien d'autre.",
        "Fonctionnels : mémorisent des préférences facultatives pour améliorer votre expérience.",
        "Analytiques : mesurent de façon globale la fréquentation du site pour nous aider à l'améliorer.",
        "Marketing : permettent de vous présenter des offres pertinentes sur d'autres sites.",
      ],
      closing: [
        "Aucun script des catégories fonctionnelle, analytique ou marketing n'est chargé sans votre consentement. Si vous cliquez sur « Refuser tout », seuls les témoins essentiels sont utilisés.",
        "Votre choix est enregistré dans votre navigateur et conservé pendant {consentDays, plural, one {# jour} other {# jours}}; nous vous le redemandons ensuite. Vous pouvez le modifier ou retirer votre consentement en tout temps avec le bouton ci-dessous.",
      ],
    },
  },
} as const;
