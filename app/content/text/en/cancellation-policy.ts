import type { Catalogue } from "../../../i18n/types.ts";
import type { frCancellationPolicy } from "../fr/cancellation-policy.ts";

/** English texts of the /cancellation-policy page: same keys and placeholders as ../fr/cancellation-policy.ts. */
export const enCancellationPolicy: Catalogue<typeof frCancellationPolicy> = {
  title: "Cancellation policy",
  description: "Cancellation fees counted from the equipment's handover time, date changes, refunds and exceptions for rentals from {name}.",
  intro:
    "Plans changed? This policy explains how to cancel or reschedule a confirmed reservation, that is a quote you accepted, and which fees apply. Time limits are counted from the equipment's handover time written in the accepted quote (at the counter or on delivery), Quebec time.",
  sections: {
    freeCancellation: {
      heading: "Free cancellation",
      paragraphs: ["A cancellation made more than {freeHours, plural, one {# hour} other {# hours}} before the equipment's handover time is free of charge."],
    },
    cancellationFees: {
      heading: "Cancellation fees",
      paragraphs: ["Fees are a percentage of the total of the accepted version of the quote, taxes included, depending on when you cancel:"],
      bullets: [
        "More than {freeHours, plural, one {# hour} other {# hours}} before the handover time: no fee.",
        "Between {partialHours} and {freeHours, plural, one {# hour} other {# hours}} before the handover time: {lateFee} of the total.",
        "Less than {partialHours, plural, one {# hour} other {# hours}} before the handover time: {lastMinuteFee} of the total.",
        "After the handover time, without the equipment being picked up (no-show): {noShowFee} of the total; the rental is charged in full.",
      ],
      closing: ["For example, a reservation of {exampleTotal} taxes included cancelled {exampleHours} hours before the handover time costs a fee of {exampleFee}."],
    },
    howToCancel: {
      heading: "How to cancel",
      paragraphs: [
        "Open your quote's personal link, received by email, and choose “Cancel the reservation”: the fee that applies at that moment is shown before you confirm, then confirmed by email, and the equipment is released. Online cancellation is available at any time.",
        "You can also call us at {phone} or write to us at {email}, giving your quote reference. Our opening hours are {openingHours}; the time we receive your call or e-mail is what counts.",
        "As our terms of use and rental policy provide, at least {noticeHours, plural, one {# hour's} other {# hours'}} notice is required for any change.",
      ],
    },
    changingDates: {
      heading: "Changing dates",
      paragraphs: [
        "A date change requested more than {dateChangeHours, plural, one {# hour} other {# hours}} before the handover time is free. Ask for it through your quote's link or by phone: we send you a new version of the quote with the new dates, subject to the equipment's availability, and you accept it like the first one.",
        "A later request may incur fees under the rules above.",
      ],
    },
    refunds: {
      heading: "Refunds",
      paragraphs: ["No payment is taken online. Amounts due are refunded within {refundDays} business days, to the original payment method."],
    },
    exceptions: {
      heading: "Exceptions",
      paragraphs: ["Our team waives the cancellation fee, whatever the notice, in the following cases; the reason is recorded and confirmed to you by email. We also offer to reschedule the rental."],
      bullets: ["Extreme weather preventing the work or transport", "Failure of our equipment", "A documented medical emergency", "Force majeure"],
    },
  },
};
