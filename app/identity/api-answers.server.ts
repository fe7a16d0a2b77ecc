import { z } from "zod";

/** `Authorization: Bearer <ID token>`: three base64url parts; the emulator's unsigned tokens have an empty third part. */
export const bearerToken = z
  .string()
  .regex(/^Bearer [A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/)
  .transform((header) => header.slice("Bearer ".length));

/** An account API's refusal: its status and one sentence a person can act on, as JSON. */
export function problem(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ error: message }, { status, headers });
}
