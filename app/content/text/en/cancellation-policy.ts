import type { Catalogue } from "../../../i18n/types.ts";
import type { frCancellationPolicy } from "../fr/cancellation-policy.ts";

/** English texts of the /cancellation-policy page: same keys and placeholders as ../fr/cancellation-policy.ts. */
export const enCancellationPolicy: Catalogue<typeof frCancellationPolicy> = {
  title: "Cancellation policy",
  description: "Cancellation fees, date changes, refunds and exceptions for rentals from {name}.",
  intro: "Plans changed? This policy explains how to cancel or reschedule a confirmed rental and which fees apply depending on when you tell us. Time limits are counted from the scheduled delivery or pickup time.",
  sections: {
    freeCancellation: {
      heading: "Free cancellation",
      paragraphs: [
        "A cancellation made more than {freeHours, plural, one {# hour} other {# hours}} before delivery is free of charge.",
      ],
    },
    cancellationFees: {
      heading: "Cancellation fees",
      paragraphs: ["Fees are calculated on the total of the confirmed rental:"],
      bullets: [
        "More than {freeHours, plural, one {# hour} other {# hours}} before delivery: no fee.",
        "Between {partialHours} and {freeHours, plural, one {# hour} other {# hours}} before delivery: {lateFee} of the total.",
        "Less than {partialHours, plural, one {# hour} other {# hours}} before delivery: {lastMinuteFee} of the total.",
        "No-show (nobody there and no cancellation received): the rental is charged in full.",
      ],
    },
    changingDates: {
      heading: "Changing dates",
      paragraphs: [
        "Changing dates is free when requested more than {dateChangeHours, plural, one {# hour} other {# hours}} before delivery, subject to the equipment's availability. A later request may incur fees under the rules above.",
      ],
    },
    howToCancel: {
      heading: "How to cancel",
      paragraphs: [
        "Call us at {phone} or write to us at {email}, giving your quote reference. Our opening hours are {openingHours}; the time we receive your e-mail or call is what counts.",
        "As our terms of use and rental policy provide, at least {noticeHours, plural, one {# hour's} other {# hours'}} notice is required for any change.",
      ],
    },
    refunds: {
      heading: "Refunds",
      paragraphs: [
        "Amounts due are refunded within {refundDays} business days, to the original payment method.",
      ],
    },
    exceptions: {
      heading: "Exceptions",
      paragraphs: [
        "No cancellation fee applies, whatever the notice, in the following cases. We then offer to reschedule the rental or cancel it free of charge.",
      ],
      bullets: [
        "Extreme weather preventing the work or transport",
        "Failure of our equipment",
        "A documented medical emergency",
        "Force majeure",
      ],
    },
  },
};
