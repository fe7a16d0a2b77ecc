import { gunzipSync } from "node:zlib";
import { gzipOf, lastPiece, middlePiece } from "./gzip-pieces";

describe("gzip pieces", () => {
  const before = Buffer.from(`<html><body>${"<p>The same page for everyone. </p>".repeat(400)}<div>`);
  const after = Buffer.from(`</div>${"<footer>Shared footer text, repeated. </footer>".repeat(300)}</body></html>`);

  it("make one gzip body that any gzip reader reads as the pieces' bytes in order", () => {
    const start = middlePiece(before);
    const end = lastPiece(after);
    for (const gap of ["<a>Ada Lovelace</a>", "", "Zoë 😀 & <b>".repeat(50)]) {
      const body = gzipOf([start, middlePiece(Buffer.from(gap), 1), end]);
      expect(gunzipSync(body).toString()).toBe(before.toString() + gap + after.toString());
    }
  });

  it("compress the page about as well as one piece would", () => {
    const whole = gzipOf([lastPiece(Buffer.concat([before, after]))]);
    const pieces = gzipOf([middlePiece(before), lastPiece(after)]);
    expect(pieces.length).toBeLessThan(whole.length * 1.2);
    expect(pieces.length).toBeLessThan((before.length + after.length) / 5);
  });

  it("are refused by a gzip reader when the last piece is missing", () => {
    expect(() => gunzipSync(gzipOf([middlePiece(before), middlePiece(after)]))).toThrow();
  });
});
