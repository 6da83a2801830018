/**
 * The alternative texts of a product photo (upload and edit forms): both languages
 * required, one line each. Used by the browser and by the action (app/routes/admin-product-photos.tsx).
 */
import { z } from "zod";
import { PHOTO_ALT_MAX } from "../catalogue/photos.ts";
import { requiredLine } from "./fields.ts";

export const photoAltSchema = z.object({ altFr: requiredLine(PHOTO_ALT_MAX), altEn: requiredLine(PHOTO_ALT_MAX) });
export type PhotoAlt = z.infer<typeof photoAltSchema>;
export const PHOTO_ALT_FIELDS = ["altFr", "altEn"] as const;
