import type { Catalogue } from "../../../i18n/types.ts";
import type { frServices } from "../fr/services.ts";

/** English texts of the /services page: same keys and placeholders as ../fr/services.ts. */
export const enServices: Catalogue<typeof frServices> = {
  meta: {
    title: "Services | {name}",
    description: "Equipment delivery and pickup, maintenance, technical support, concrete pump operator, Mapei and Ardex self-levellers, installation, training and consulting.",
  },
  breadcrumb: "Services",
  hero: {
    title: "Services that keep your job site moving",
    lead: "Rental, delivery, maintenance and technical support: {name} is with you from the quote to the return of the equipment. Contractors and homeowners alike deal with a team that knows concrete and floor preparation.",
  },
  mainTitle: "Part of every rental",
  mainCards: {
    delivery: {
      title: "Delivery and pickup",
      text: "We deliver the equipment right to your job site and come back for it when the rental ends. In the Montreal region, each trip costs {fee}: {fee} for delivery and {fee} for pickup.",
      points: [
        "Service area: {area}",
        "The first {km} km are included in each trip",
        "{perKm} per km beyond {km} km",
        "Transport fees are stated in your quote, before anything is confirmed",
        "You can also pick the equipment up at our counter in {town}",
      ],
    },
    maintenance: {
      title: "Equipment maintenance",
      text: "Our technicians inspect, clean and test every machine between rentals. You get equipment that is ready to work, not a bad surprise.",
      points: [
        "Mechanical and electrical inspection: cords, plugs, guards and controls",
        "Thorough cleaning and check of the dust-collection filters",
        "Test run before every rental",
        "Wear parts replaced as needed",
      ],
    },
    support: {
      title: "Technical support",
      titleEmergencyLine: "24/7 technical support",
      text: "A question or a problem on site? Call us at {phone}: our support line answers {support}.",
      points: ["Troubleshooting over the phone with a technician", "Replacement or on-site repair if a machine fails", "Advice on operation and safety"],
    },
  },
  extrasTitle: "Additional services",
  extrasLead: "Beyond rental, we can supply the people, the products and the know-how your project needs.",
  extras: {
    operator: {
      title: "Operator service",
      text: "A qualified operator can run our Bunker B30 concrete pump on your job site, at {operatorRate}/h.",
      points: ["Operator trained on the Bunker B30", "Set-up, priming, pumping and clean-out of the pump", "Operator hours are added to the invoice based on actual time on site"],
    },
    materials: {
      title: "Materials supply",
      text: "We sell Mapei and Ardex self-levelling underlayments and surface-preparation consumables, ready to go with your equipment.",
      points: ["Mapei and Ardex self-levellers", "Diamond discs at {discPrice} each", "Advice on choosing the product for the thickness and the substrate"],
    },
    installation: {
      title: "Installation",
      text: "Our technicians set up and commission the equipment on site, so your crew can start working without losing time.",
      points: ["Hook-up of 600 V transformers and generators", "Industrial dust extractors connected to grinders and scarifiers", "Final check with your site supervisor"],
    },
    training: {
      title: "Training",
      text: "We show your operators how to use each machine efficiently and safely, at our counter or on your job site.",
      points: [
        "Demonstration when the equipment is handed over",
        "Sessions for your crews: grinders, scarifiers, pump and dust extractors",
        "Safety rules: silica dust, electricity, personal protective equipment",
      ],
    },
    consulting: {
      title: "Consulting",
      text: "Preparing a floor, a screed or a pour? We help you choose the right method, the right equipment and the right products.",
      points: ["Assessment of the substrate and the condition of the concrete", "Choice of machines, discs and products", "Planning of delivery and rental length"],
    },
  },
  quoteCta: {
    title: "Need a price for your project?",
    text: "Tell us about your job site and the equipment you need: we reply within {replyHours, plural, one {# hour} other {# hours}} during our opening hours.",
    buttonLabel: "Request a quote",
  },
  contactStrip: {
    title: "Let's talk about your job site",
    phoneLabel: "Phone",
    emailLabel: "E-mail",
    hoursLabel: "Opening hours",
    emergency: "24/7 emergency line: {phone}",
    addressLabel: "Address",
  },
};
