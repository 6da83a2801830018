import type { FieldErrors } from "../../domain/validation/errors.ts";
import type { AdminActionResult } from "./action-result.tsx";

/**
 * The answer of a product-photo action (app/routes/admin-product-photos.tsx): the dashboard's
 * answer (toast or notice), the errors beside their fields, and the photo it was about.
 */
export type PhotoActionResult = AdminActionResult & { errors?: FieldErrors; photoId?: string; values?: { altFr?: string; altEn?: string } };
