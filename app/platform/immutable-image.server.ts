/**
 * An image served at an address named by its bytes' hash (a profile photo, a studio image): the
 * same address is always the same picture, so any cache may keep it for a year.
 *
 * No X-Content-Type-Options here: the security headers send `nosniff` on every answer
 * (server/http/security-headers.ts), and React Router's Express adapter adds an answer's headers
 * to those already set, so the images said `nosniff, nosniff` (issue 61).
 */
export function immutableImage(bytes: Uint8Array, contentType: string): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
