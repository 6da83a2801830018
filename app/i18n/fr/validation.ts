/**
 * French messages under "validation.*" (the reference; ../en/validation.ts has the same keys):
 * the errors every form shares. Their own chunk: the account dialog brings them when it opens;
 * the pages with a form carry them (../namespaces.ts).
 */
export const frValidation = {
  errorTitle: "Erreur",
  required: "Ce champ est obligatoire",
  invalidEmail: "Adresse courriel invalide",
  invalidPhone: "Numéro de téléphone invalide",
  minChars: "Minimum {n} caractères",
  maxChars: "Maximum {n} caractères",
  pleaseSelect: "Veuillez faire un choix",
  invalidPostalCode: "Code postal invalide (ex. : J5R 1V8)",
  requiredFields: "Veuillez remplir tous les champs obligatoires.",
  controlCharacters: "Ce champ contient un caractère invisible non permis",
} as const;
