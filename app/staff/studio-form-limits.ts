import { CONTENT_IMAGE_MAX_BYTES } from "~/content-images/image-variants";
import type { RouteHandle } from "~/types/route-handle";

/**
 * What a document's form (edit or new) may send, read by the request gate and matched by nginx
 * (deploy/nginx/brightline.conf). A post's Markdown may be 200,000 characters (postDocumentSchema):
 * sent as a plain form, each may take up to nine bytes (three of UTF-8, each escaped as %XX), so
 * 2 MB. Sent with images, the form is multipart: a cover's 10 MB and a picture for the text's
 * (a post's form takes both in one press), and the rest of the form.
 */
export const studioFormHandle = {
  formLimit: 2 * 1024 * 1024,
  uploadLimit: 2 * CONTENT_IMAGE_MAX_BYTES + 2 * 1024 * 1024,
} satisfies RouteHandle;

/**
 * What the edit form's autosave may send (routes/admin.content-autosave.ts): the form's words,
 * as long as a post's, without the image (its script leaves files out).
 */
export const autosaveFormHandle = {
  formLimit: studioFormHandle.formLimit,
  uploadLimit: studioFormHandle.formLimit,
} satisfies RouteHandle;
