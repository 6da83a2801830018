/**
 * The account e-mails of the browser tests, read through the shared reader of
 * the test SMTP server's messages (./mail.ts).
 */
import { waitForMails, type Mail } from "./mail.ts";

/** The n-th message (1-based, in arrival order) to an address whose subject matches. */
export async function waitForMail(address: string, subject: RegExp, options: { count?: number } = {}): Promise<Mail> {
  const count = options.count ?? 1;
  const mails = await waitForMails((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject), count);
  return mails[count - 1]!;
}

/** The link of a message whose address contains `pathPart`, as written in its text. */
export function linkIn(mail: Mail, pathPart: string): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes(pathPart)) ?? mail.links.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in "${mail.subject}"`);
  return link;
}
