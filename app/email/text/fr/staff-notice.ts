/**
 * French texts around every staff notice (the reference: ../en/staff-notice.ts
 * has the same keys).
 */
export const frStaffNotice = {
  /** The language of the page the request was sent from, as it reads in "(page en {pageLang})". */
  pageLang: { fr: "français", en: "anglais" },
  reference: "Référence :",
  dashboard: "Ouvrir le tableau de bord",
} as const;
