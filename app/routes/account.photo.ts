import { m } from "~/i18n/paraglide/messages.js";
import { settings } from "~/platform/settings.server";
import { photoPath } from "~/sessions/photo-address";
import { PHOTO_MAX_BYTES } from "~/profile-photos/photo-endpoint";
import { eraseProfilePhoto, makeProfilePhoto, storeProfilePhoto } from "~/profile-photos/profile-photo.server";
import { problem } from "~/identity/api-answers.server";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { chosenFile } from "~/platform/posted-form.server";
import { currentUser } from "~/identity/session-middleware.server";
import { database } from "~/database/database.server";
import type { Route } from "./+types/account.photo";
import type { RouteHandle } from "~/types/route-handle";

/** A photo as a multipart upload, up to 5 MB and the form's own bytes (the request gate reads it: app/door/page-routes.server.ts). */
export const handle = { uploadLimit: PHOTO_MAX_BYTES + 64 * 1024, actionMethods: ["POST", "DELETE"] } satisfies RouteHandle;

const NO_STORE = { "Cache-Control": "no-store" };

/** A refusal the account page shows beside its photo field. */
const refused = (message: string) => Response.json({ error: message, field: "photo" }, { status: 400, headers: NO_STORE });

/**
 * The signed-in person's profile photo: POST a file (`photo`) to have it checked, made into the
 * photo the site keeps and answered with its address, which the account page then sets on the
 * account; DELETE erases the kept one. A refusal names the `photo` field, in plain words.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireSiteOrigin(request);
  const user = await currentUser(context, { fresh: true });
  if (!user) {
    // Refused once the body is read (the request gate has capped it at the upload limit): an
    // answer sent before it would leave the rest of the body on the connection. Closing the
    // connection instead reset it while nginx was still sending the body, and nginx then
    // answered 502 in place of this 401 (once in a full run of the browser tests).
    await request.arrayBuffer().catch(() => undefined);
    return problem(401, m.api_photo_session_ended(), NO_STORE);
  }
  const db = await database();
  if (request.method === "DELETE") {
    await eraseProfilePhoto(db, user.uid);
    return new Response(null, { status: 204, headers: NO_STORE });
  }
  let upload: File | undefined;
  try {
    upload = chosenFile(await request.formData(), "photo");
  } catch {
    return refused(m.api_photo_unreadable());
  }
  // A chosen file with no bytes goes on, to be refused as empty (makeProfilePhoto).
  if (!upload) return refused(m.api_photo_choose());
  const made = await makeProfilePhoto(new Uint8Array(await upload.arrayBuffer()));
  if (!made.ok) return refused(made.problem);
  const hash = await storeProfilePhoto(db, user.uid, made.image);
  return Response.json({ photoURL: `${settings().siteUrl}${photoPath(hash)}` }, { status: 201, headers: NO_STORE });
}

export const loader = () => problem(405, "Use POST to upload a profile photo.", { Allow: "POST, DELETE" });
