import type { Catalogue } from "../../../i18n/types.ts";
import type { frConcreteServices } from "../fr/concrete-services.ts";

/** English texts of the /concrete-services page: same keys and placeholders as ../fr/concrete-services.ts. */
export const enConcreteServices: Catalogue<typeof frConcreteServices> = {
  meta: {
    title: "Specialised concrete services | {name}",
    description: "Surface preparation, epoxy coating, sealant, polishing and finishing of concrete floors by our own crews, with no subcontracting. Free estimate.",
  },
  breadcrumb: "Specialised concrete services",
  hero: {
    title: "Specialised concrete floor work",
    lead: "Surface preparation, epoxy coating, sealant, polishing: {name} delivers commercial, industrial and residential floors with its own crews and its own equipment, with no subcontracting.",
  },
  servicesTitle: "Our concrete services",
  servicesLead: "From bare concrete to a finished floor, each step is planned around how the space is used, the condition of the slab and your schedule.",
  services: {
    "surface-preparation": {
      title: "Surface preparation",
      summary: "Good adhesion starts with sound, properly profiled concrete. We remove old coatings and open the surface to the profile required by the product that follows.",
      bullets: [
        "Diamond grinding with planetary grinders",
        "Scarifying of thick coatings, adhesives and membranes",
        "Repair of cracks, joints and spalls",
        "Dust captured at the source with HEPA-filtered extractors",
        "Surface profile (CSP) matched to the planned coating or self-leveller",
      ],
    },
    epoxy: {
      title: "Epoxy coating",
      summary: "A durable, easy-to-clean and chemical-resistant coating for garages, warehouses, workshops, commercial kitchens and stores.",
      bullets: [
        "Moisture testing of the concrete before application",
        "Primer, base coat and top coat",
        "Smooth, slip-resistant or decorative flake finish",
        "Traffic lines and floor marking as needed",
      ],
    },
    sealant: {
      title: "Sealant application",
      summary: "Sealant protects concrete from water, de-icing salt, oil and dust, indoors and outdoors.",
      bullets: ["Cleaning and preparation of the surface", "Choice of sealant: penetrating, acrylic or polyurethane", "Even application by sprayer or roller", "Advice on drying time and maintenance"],
    },
    polishing: {
      title: "Polishing and finishing",
      summary: "Polished concrete gives a glossy, very hard-wearing floor with no coating to redo, ideal for stores and high-traffic spaces.",
      bullets: [
        "Progressive diamond grinding, from coarse grit to fine polishing",
        "Densifying of the concrete with a hardener",
        "Sheen of your choice: matte, satin or high gloss",
        "Final stain-protection treatment",
      ],
    },
  },
  whyTitle: "Why choose us",
  reasons: {
    "no-subcontracting": {
      title: "No subcontracting",
      text: "Our own crews carry out every project, from the first grinder pass to the last coat. You always know who is working on your site.",
    },
    "service-area": {
      title: "Close to your project",
      text: "We work throughout our service area: {area}.",
    },
    "own-equipment": {
      title: "Our own equipment",
      text: "We work with the machines we rent out and maintain ourselves: inspected, serviced and ready for your job site.",
    },
    "free-estimate": {
      title: "Free estimate",
      text: "We assess your floor and give you a detailed estimate, free of charge and with no obligation.",
    },
  },
  contactCta: {
    title: "A floor to prepare or renovate?",
    text: "Tell us about your project: floor area, condition of the concrete, intended use and schedule. We call you back to book the estimate visit.",
    buttonLabel: "Contact us",
    phoneText: "Or call us at {phone}",
  },
};
