import type { Catalogue } from "../../../i18n/types.ts";
import type { frRentalPolicy } from "../fr/rental-policy.ts";

/** English texts of the /rental-policy page: same keys and placeholders as ../fr/rental-policy.ts. */
export const enRentalPolicy: Catalogue<typeof frRentalPolicy> = {
  title: "Rental policy",
  description: "Rental periods, pickup and delivery, required documents, deposit, responsibilities, damage, cleaning and return of equipment rented from {name}.",
  intro: "This policy applies to every equipment rental from {legalName}. It complements the confirmed quote and the contract signed at pickup.",
  sections: {
    rentalPeriods: {
      heading: "Rental periods",
      paragraphs: [
        "Equipment rents by the day or by the week (seven consecutive days). The weekly rate is generally {weekFactor} times the daily rate. When an item costs the same per day and per week, it rents by the day.",
        "The period starts at pickup at the counter or at delivery and ends when the equipment is returned or collected. A late return that was not agreed may be billed as an extra period.",
      ],
    },
    bookingAndNotice: {
      heading: "Booking and notice",
      paragraphs: [
        "Every booking, extension or change requires at least {noticeHours, plural, one {# hour's} other {# hours'}} notice. The booking is confirmed when we send you the confirmed quote.",
      ],
    },
    pickupAndDelivery: {
      heading: "Pickup and delivery",
      paragraphs: [
        "You can pick the equipment up at our counter ({address}) during our opening hours, {openingHours}, or have it delivered to your job site.",
      ],
      bullets: [
        "In the Montreal region, delivery costs {deliveryFee} and pickup {deliveryFee}.",
        "The first {includedKm} km of each trip are included; each additional km costs {extraPerKm}.",
        "The site must be accessible to the truck, and an authorised person must be there to receive the equipment and sign the delivery slip.",
      ],
    },
    idAndDeposit: {
      heading: "ID, credit card and deposit",
      paragraphs: [
        "At pickup or delivery, the renter shows a valid photo ID and a credit card in their name. For a company, the person signing must be authorised by it.",
        "A security deposit, whose amount depends on the equipment and appears in the quote, is pre-authorised on the credit card. It is released after the equipment is returned and inspected, less any applicable charges.",
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
        "Bring the equipment back to the counter at the agreed date and time, or have it ready and accessible for pickup. We inspect it on return, in your presence if you wish; any damage found is reported to you before it is billed.",
        "To extend a rental, tell us at least {noticeHours, plural, one {# hour} other {# hours}} in advance, subject to the equipment's availability.",
      ],
    },
  },
};
