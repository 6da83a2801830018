import type { Messages } from "../types.ts";

/** English messages under "consent.*": same keys as ../fr/consent.ts. */
export const enConsent: Messages["consent"] = {
  banner: {
    label: "Cookie consent",
    title: "Your cookie choices",
    text: "We use essential cookies to run this site and, with your consent, functional, analytics and marketing cookies.",
    learnMore: "Read our privacy policy",
    customize: "Customize",
    rejectAll: "Reject all",
    acceptAll: "Accept all",
  },
  preferences: {
    title: "Cookie preferences",
    intro: "Choose the cookie categories you accept. Essential cookies are always on: the site cannot work without them. Your choice is kept for {days} days.",
    alwaysOn: "Always on",
    cancel: "Cancel",
    save: "Save preferences",
    saved: "Preferences saved",
    savedBody: "Your cookie choices apply right away.",
    reopen: "Change my cookie preferences",
  },
  categories: {
    essential: {
      name: "Essential",
      description: "Session, language, quote cart and the memory of your choices. Required for the site to work.",
    },
    functional: {
      name: "Functional",
      description: "Remember optional preferences to improve your experience.",
    },
    analytics: {
      name: "Analytics",
      description: "Measure overall site traffic to help us improve it.",
    },
    marketing: {
      name: "Marketing",
      description: "Let us show you relevant offers on other sites, and show product videos from YouTube directly (YouTube may then store its own data).",
    },
  },
};
