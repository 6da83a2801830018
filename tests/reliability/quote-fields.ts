/** A valid quote request as a browser posts it (pickup: no delivery site needed), numbered for tracing. */
export function quoteFields(n: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    firstName: "Client",
    lastName: `Numéro ${n}`,
    email: `client${n}@example.com`,
    phone: "450-555-0100",
    deliveryNeeded: "pickup",
    comments: `Demande de test ${n}`,
    privacyAccepted: "on",
    rentalPolicyAccepted: "on",
    "items[0].id": "1",
    "items[0].quantity": "2",
    "items[0].period": "week",
    "items[0].transformerType": "transformer-standard",
    "items[1].id": "8",
    "items[1].quantity": "5",
    "items[1].period": "fixed",
    ...extra,
  };
}

/** A distinct client address per request (the server trusts X-Forwarded-For from 127.0.0.1 in these runs). */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export const REFERENCE = /S-\d{4}-\d{6}/;
