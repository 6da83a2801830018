import type { Catalogue } from "../../../i18n/types.ts";
import type { frRentalPolicy } from "../fr/rental-policy.ts";

/** English texts of the /rental-policy page: same keys and placeholders as ../fr/rental-policy.ts. */
export const enRentalPolicy: Catalogue<typeof frRentalPolicy> = {
  title: "Rental policy",
  description:
    "Rental dates and prices, notice, quote and online acceptance, availability, delivery, required documents, deposit, responsibilities, damage, cleaning and return of equipment rented from {name}.",
  intro: "This policy applies to every equipment rental from {legalName} and complements the quote you accept and the contract signed when you receive the equipment.",
  sections: {
    rentalDates: {
      heading: "Rental dates and prices",
      paragraphs: [
        "A rental counts whole days, the first and the last day included: Monday to Wednesday is 3 days. On our website, a rental lasts at most {maxDays} days; for a longer rental, call us at {phone}.",
        "Each rented item's price is the cheapest combination of weeks (seven consecutive days) and days covering the whole rental. For example, 9 days of a machine at {exampleDay} per day and {exampleWeek} per week cost 1 week + 2 days, that is {exampleTotal}, less than 2 weeks or 9 days. An item without a weekly price rents for {fallbackFactor} times its daily price for a week; an item with the same price per day and per week rents by the day. Items for sale do not vary with the duration.",
        "A late return that was not agreed may be billed for the extra days.",
      ],
    },
    bookingAndNotice: {
      heading: "Notice, quote and acceptance",
      paragraphs: [
        "A rental starts no earlier than {noticeHours, plural, one {# hour} other {# hours}} after the request, on an opening day; we are open {openingHours}. Any extension or change also requires at least {noticeHours, plural, one {# hour's} other {# hours'}} notice.",
        "We send you a quote by email, with a personal link and its PDF. It can be accepted until the validity date it shows ({validityDays} days after it is sent, unless stated otherwise), and in any case before the first rental day; otherwise it expires.",
        "To book, you accept the quote online: you type your full name and check “I accept the rental conditions”. We record the version accepted, the time, your IP address and your browser. An acceptance given by phone is recorded by our team the same way.",
        "Nothing is reserved before you accept: the equipment is reserved at that moment, if it is still available. If the last unit was booked in the meantime, we tell you and offer other dates. To cancel or change dates, see our cancellation policy.",
      ],
    },
    availability: {
      heading: "Availability and turnaround",
      paragraphs: [
        "A reserved unit is held from the first to the last day of the rental, then for {turnaroundDays, plural, one {# day} other {# days}} of turnaround (inspection, cleaning, maintenance) before the next rental. The availability shown on our website takes this into account, as well as the scheduled maintenance of our machines.",
      ],
    },
    pickupAndDelivery: {
      heading: "Handover, delivery and pickup",
      paragraphs: [
        "You pick the equipment up at our counter ({address}) during our opening hours, or we deliver it to your job site. The equipment's handover time is in the quote: {handoverTime} on the first rental day, unless agreed otherwise.",
      ],
      bullets: [
        "Each trip costs {deliveryFee}, plus {extraPerKm} per km of road beyond {includedKm} km, one-way distance from our depot to your site.",
        "Delivery, then pickup at the end of the rental: 2 trips. Delivery only: 1 trip. Pickup and return at the counter: no transport fee.",
        "Our website estimates these fees from the site's postal code; they are confirmed in the quote. For a postal code we cannot place, or one too far away, the amount is set in the quote.",
        "The site must be accessible to the truck, and an authorised person must be there to receive the equipment and sign the delivery slip.",
      ],
    },
    idAndDeposit: {
      heading: "ID, credit card and deposit",
      paragraphs: [
        "When the equipment is handed over, at the counter or on delivery, the renter shows a valid photo ID and a credit card in their name. For a company, the person signing must be authorised by it.",
        "A security deposit, whose amount depends on the equipment and appears in the quote, is never charged online: it is pre-authorised on the credit card when the equipment is handed over, then released after the equipment is returned and inspected, less any applicable charges.",
      ],
    },
    renterResponsibilities: {
      heading: "Renter's responsibilities",
      paragraphs: ["During the rental, the equipment is in the renter's care, and the renter agrees to:"],
      bullets: [
        "have it used by competent people, according to the manufacturer's instructions and ours;",
        "provide the appropriate power supply (for example 600 V for large machines) and the required protective equipment;",
        "protect it from theft, freezing and bad weather;",
        "not sublet it or move it to another site without telling us.",
      ],
    },
    damageAndLoss: {
      heading: "Damage, breakdown and loss",
      paragraphs: [
        "Report any damage, breakdown or theft immediately at {phone}; our support line answers {supportWindow}. Do not try to repair the equipment yourself. A breakdown that is not caused by misuse is not charged to you: we repair or replace the machine as quickly as possible.",
        "Normal wear and tear is our responsibility. Damage caused by misuse, negligence or an accident, as well as loss or theft, is charged to the renter at the cost of repair or replacement. In case of theft, a police report is required.",
      ],
    },
    cleaning: {
      heading: "Cleaning",
      paragraphs: [
        "Equipment must be returned reasonably clean: dust-extractor bags and bins emptied, concrete and self-leveller removed from tools. The concrete pump and its hoses must be washed out before the concrete sets.",
        "Any cleaning needed on return, especially of hardened concrete, is billed based on the time required.",
      ],
    },
    returnOfEquipment: {
      heading: "Return of the equipment",
      paragraphs: [
        "Bring the equipment back to the counter on the last day of the rental, during our opening hours, or have it ready and accessible for pickup. We inspect it on return, in your presence if you wish; any damage found is reported to you before it is billed.",
        "To extend a rental, tell us at least {noticeHours, plural, one {# hour} other {# hours}} in advance: we check that the equipment stays available, turnaround included, and confirm the new end date.",
      ],
    },
  },
};
