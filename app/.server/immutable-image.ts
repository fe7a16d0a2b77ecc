/**
 * An image served at an address named by its bytes' hash (a profile photo, a studio image): the
 * same address is always the same picture, so any cache may keep it for a year.
 */
export function immutableImage(bytes: Uint8Array, contentType: string): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
