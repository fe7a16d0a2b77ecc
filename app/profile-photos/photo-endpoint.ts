import * as z from "zod/mini";

/**
 * `POST /account/photo`, as the browser, the route and the server's photo module each see it;
 * a module of its own because the browser's script and the route's handle read it, and the
 * photo module is server-only.
 */

/** The largest photo taken: a phone's full-size picture fits, a video does not. Read by the server and the request gate. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** What `POST /account/photo` answers: the kept photo's address, or why it was refused. */
export const photoURLAnswer = z.union([z.object({ photoURL: z.string() }), z.object({ error: z.string() })]);
