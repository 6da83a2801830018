/**
 * The /contact action's work: rate limit, honeypot, the shared zod schema,
 * then ONE transaction storing the message and its e-mails (decisions.md: the
 * observed site kept contact messages in the browser only, a defect).
 */
import { messageIdDomain } from "../db/outbox.server.ts";
import { saveContactMessage } from "../db/submissions.server.ts";
import { contactInputFromFormData, validateContactForm } from "../domain/validation/contact-form.ts";
import { contactMessageEmails } from "../email/messages.server.ts";
import { antiAbuseAnswer, storedAnswer, validationAnswer, type AnswerWithStatus, type RequestFacts } from "./form-submission.server.ts";
import type { SubmitInput } from "./quote.server.ts";

export async function submitContactMessage(input: SubmitInput): Promise<AnswerWithStatus> {
  const now = input.now ?? new Date();
  const facts: RequestFacts = { clientIp: input.clientIp, requestId: input.requestId, phone: input.settings.business.phone, now };
  const refused = await antiAbuseAnswer(input.db, input.formData, "contact", facts);
  if (refused) return refused;

  const validated = validateContactForm(contactInputFromFormData(input.formData));
  if (!validated.ok) return validationAnswer(validated, facts);
  const form = validated.value;

  const store = () =>
    saveContactMessage(input.db, form, {
      lang: input.lang,
      userId: input.userId ?? null,
      messageIdDomain: messageIdDomain(input.settings.mailFrom),
      now,
      emails: ({ reference, createdAt }) => contactMessageEmails({ reference, createdAt, lang: input.lang, form }, input.settings),
    });
  return storedAnswer("contact", facts, store, "contact message stored");
}
