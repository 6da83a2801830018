import type { Messages } from "../types.ts";

/** English messages under "content.*": same keys as ../fr/content.ts. */
export const enContent: Messages["content"] = {
  placeholder: "content",
};
