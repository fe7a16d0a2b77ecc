import * as z from "zod/mini";

/** What `POST /account/photo` answers: the kept photo's address, or why it was refused. */
export const photoURLAnswer = z.union([z.object({ photoURL: z.string() }), z.object({ error: z.string() })]);
