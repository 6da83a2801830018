import type { Catalogue } from "../../../i18n/types.ts";
import type { frFaq } from "../fr/faq.ts";

/** English texts of the /faq page: same keys and placeholders as ../fr/faq.ts. */
export const enFaq: Catalogue<typeof frFaq> = {
  meta: {
    title: "Frequently asked questions | {name}",
    description: "Rental prices and periods, delivery fees, required documents, payment, cancellation, training, self-levellers and breakdowns: answers to your questions.",
  },
  title: "Frequently asked questions",
  lead: "Answers to the questions our customers ask most often about rental, delivery, payment and equipment maintenance.",
  searchLabel: "Search the FAQ",
  searchPlaceholder: "Search for a question...",
  allCategoriesLabel: "All",
  categoryLabels: {
    general: "General",
    rental: "Rental",
    delivery: "Delivery",
    payment: "Payment",
    maintenance: "Maintenance",
  },
  noResults: "No question matches your search. Try another word or contact us.",
  items: {
    "rental-periods": {
      question: "What are the rental periods and how are prices calculated?",
      answer:
        "Our equipment rents by the day or by the week. The weekly rate is generally {weekFactor} times the daily rate, so from {weekFromDays, plural, one {# rental day} other {# rental days}} on, the week is the better deal. Some small tools cost the same per day and per week; those rent by the day. Items for sale (self-levellers, diamond discs) have a fixed price. All our prices are in Canadian dollars, before taxes (GST and QST).",
    },
    "delivery-fees": {
      question: "How much does delivery cost?",
      answer:
        "In the Montreal region, delivery costs {fee} per trip: {fee} to bring the equipment to you and {fee} to pick it up when the rental ends. The first {km} km of each trip are included; beyond that we add {perKm} per km. Transport fees are stated in your quote, and you can also collect the equipment yourself at our counter in {town}, with no delivery fee.",
    },
    "id-credit-card": {
      question: "What documents do I need to rent?",
      answer:
        "A valid photo ID (a driver's licence, for example) and a credit card in the renter's name are required when you pick up at the counter or when we deliver. For a company, the person who signs the contract must be authorised by it. The credit card also secures the deposit, which is stated in your quote.",
    },
    "payment-methods": {
      question: "Which payment methods do you accept?",
      answer:
        "We accept Visa, MasterCard and American Express cards, as well as bank transfer. Taxes (GST and QST) are calculated on the invoice, and the final amount includes the options and transport fees confirmed with you.",
    },
    cancellation: {
      question: "Can I cancel or change my booking?",
      answer:
        "Yes. Cancellation is free more than {freeHours, plural, one {# hour} other {# hours}} before delivery. Between {partialHours} and {freeHours, plural, one {# hour} other {# hours}} before, a fee of {fee24to48} of the total applies; under {partialHours, plural, one {# hour} other {# hours}}, the fee is {feeUnder24}. A no-show (nobody there and no notice given) is charged in full. Changing dates is free when requested more than {dateChangeHours, plural, one {# hour} other {# hours}} before delivery. Refunds are issued within {refundDays} business days. See our cancellation policy for details and exceptions.",
    },
    training: {
      question: "Will you show me how to use the equipment?",
      answer:
        "Yes. Every rental starts with a demonstration at the counter or on site: start-up, settings, changing discs or tools, connecting the dust extractor, and safety rules. For your crews, we also offer training sessions on grinders, scarifiers, the concrete pump and industrial dust extractors.",
    },
    "self-levellers": {
      question: "Do you sell self-levellers and consumables?",
      answer:
        "Yes. We sell Mapei and Ardex self-levellers, as well as diamond discs at {discPrice} each. Add them to your quote request along with the equipment: they will be ready at pickup or delivered with your machines. We can also advise you on the right product for the thickness and the substrate.",
    },
    "quote-response": {
      question: "How quickly will I get an answer to my quote request?",
      answer:
        "Our team replies within {replyHours, plural, one {# hour} other {# hours}} during our opening hours: {hours}. A request received outside those hours is handled as soon as we reopen. For an urgent need, call us at {phone}.",
    },
    breakdown: {
      question: "What if a machine breaks down during the rental?",
      answer:
        "Stop the machine and call us at {phone}; our support line answers {support}. A technician first helps you over the phone; if the problem persists, we repair it on site or replace the machine as quickly as possible. Do not try to repair it yourself. A breakdown that is not caused by misuse is not charged to you, and every machine is inspected, cleaned and tested between rentals to prevent such situations.",
    },
    "floor-prep-equipment": {
      question: "What equipment should I rent to prepare a concrete floor?",
      answer:
        "It depends on what has to come off. To grind, level or open up the concrete before a coating or a self-leveller, choose a planetary grinder with the right diamond discs. For thick coatings, adhesives or membranes, a scarifier works faster. In every case, connect a HEPA-filtered industrial dust extractor to capture silica dust, and plan a 600 V transformer or a generator for the large machines if the site's power supply calls for it. Describe your floor to us and we will suggest the right set of equipment.",
    },
  },
  contactCta: {
    title: "Didn't find your answer?",
    text: "Write to us or give us a call: a member of our team will be glad to help.",
    contactLabel: "Contact us",
    callLabel: "Call {phone}",
  },
};
