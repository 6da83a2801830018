/**
 * Quote-form prefill (spec 6: "prefilled quote form (profile and account
 * email)"): what /quote puts in its contact fields for a signed-in customer.
 * Null for a visitor. The e-mail is the account's (confirmed) address.
 */
import type { RouterContextProvider } from "react-router";
import { getDb } from "../db/client.server.ts";
import { getProfileView } from "../db/profiles.server.ts";
import { formatPhone } from "../domain/validation/fields.ts";
import { getSessionInfo } from "./session.server.ts";

export type QuotePrefill = {
  firstName: string;
  lastName: string;
  email: string;
  /** Display form "514-123-4567" (the quote form normalises it again). */
  phone: string;
  company: string;
  address: string;
  city: string;
  postalCode: string;
};

/**
 * Pass the loader's `context` when you have it (the session lookup is then
 * shared with the root loader of the same request).
 */
export async function getQuotePrefill(request: Request, context?: Readonly<RouterContextProvider>): Promise<QuotePrefill | null> {
  const session = await getSessionInfo({ request, context });
  if (!session.user) return null;
  const profile = await getProfileView(await getDb(), session.user.id);
  if (!profile) return null;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone ? formatPhone(profile.phone) : "",
    company: profile.company ?? "",
    address: profile.address ?? "",
    city: profile.city ?? "",
    postalCode: profile.postalCode ?? "",
  };
}
