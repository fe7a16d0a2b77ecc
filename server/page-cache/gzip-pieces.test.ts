import { crc32, gunzipSync } from "node:zlib";
import { gzipOf, lastPiece, middlePiece } from "./gzip-pieces";

describe("gzip pieces", () => {
  const before = Buffer.from(`<html><body>${"<p>The same page for everyone. </p>".repeat(400)}<div>`);
  const after = Buffer.from(`</div>${"<footer>Shared footer text, repeated. </footer>".repeat(300)}</body></html>`);

  it("make one gzip body that any gzip reader reads as the pieces' bytes in order", () => {
    const start = middlePiece(before);
    const end = lastPiece(after);
    for (const gap of ["<a>Ada Lovelace</a>", "", "Zoë 😀 & <b>".repeat(50)]) {
      const body = gzipOf([start, middlePiece(Buffer.from(gap), 1)], end);
      expect(gunzipSync(body).toString()).toBe(before.toString() + gap + after.toString());
    }
  });

  it("compress the page about as well as one piece would", () => {
    const whole = gzipOf([], lastPiece(Buffer.concat([before, after])));
    const pieces = gzipOf([middlePiece(before)], lastPiece(after));
    expect(pieces.length).toBeLessThan(whole.length * 1.2);
    expect(pieces.length).toBeLessThan((before.length + after.length) / 5);
  });

  it("carry the checksum across the last piece as reading it would", () => {
    const end = lastPiece(after);
    for (const gap of ["", "x", "<a>Grace</a>"]) {
      const body = gzipOf([middlePiece(before), middlePiece(Buffer.from(gap))], end);
      expect(body.readUInt32LE(body.length - 8)).toBe(crc32(Buffer.concat([before, Buffer.from(gap), after])));
    }
  });

  it("are refused by a gzip reader when the stream has no last block", () => {
    const open = middlePiece(after);
    const body = gzipOf([middlePiece(before)], { ...lastPiece(Buffer.alloc(0)), deflated: open.deflated });
    expect(() => gunzipSync(body)).toThrow();
  });
});
