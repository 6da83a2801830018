import type { Messages } from "../types.ts";

/** English messages under "rental.*": same keys as ../fr/rental.ts. */
export const enRental: Messages["rental"] = {
  breakdown: {
    weeks: "{count} wk",
    days: "{count} d",
  },
  dates: {
    title: "Your rental dates",
    start: "Start",
    end: "End",
    show: "See price and availability",
    earliest: "From {date} at the earliest: {hours} h notice, on an opening day. Up to {days} days online; longer: by phone.",
  },
  price: {
    forDays: "Price for {days, plural, one {# day} other {# days}}",
    perUnit: "{price} per unit",
    rates: "{day} / day · {week} / week",
    dayRate: "{day} / day",
    total: "Total for {quantity, plural, one {# unit} other {# units}}",
    estimatePerDay: "Estimate per day",
    estimatePerWeek: "Estimate per week",
    chooseDates: "Choose your dates: the price is worked out for the duration, at the best rate (weeks and days).",
  },
  availability: {
    available: "{count} available {range}",
    only: "Only {count} available {range}",
    from: "Available from {date}",
    none: "No unit is free on these dates. Call us at {phone}: we will find a solution.",
    forSale: "Item for sale: no dates to choose.",
    notReserved: "Nothing is reserved until you accept the quote.",
  },
  line: {
    ownDates: "Different dates for this item",
    datesOf: "Rental dates of {name}",
    start: "Start",
    end: "End",
    range: "Rental {range} ({days, plural, one {# day} other {# days}})",
    dated: "{breakdown}: {quantity} × {price}",
  },
  delivery: {
    label: "Delivery",
    estimate: "estimate, confirmed in the quote",
    unknown: "confirmed in the quote",
    detail: "{trips, plural, one {# trip} other {# trips}} · {km} km",
  },
};
