import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A gzip body made of pieces compressed apart: a page kept compressed on either side of a gap,
 * and what fills the gap for one response, compressed alone. Each piece but the last is
 * deflated up to a full flush (byte-aligned, no block marked last, nothing after it refers
 * back), so the pieces follow each other as one deflate stream; the checksum runs over their
 * bytes in order. A signed-in visitor's copy of a cached page then costs microseconds, not the
 * third of a millisecond that compressing the whole page again takes (decision 24).
 */
export type GzipPiece = { bytes: Buffer; deflated: Buffer; /** crc32 of the bytes alone */ crc: number };

/**
 * The last piece, with what carries a checksum across it without reading it again: the
 * checksum of bytes B after a start value x is linear in x (zlib's crc32 is affine), so
 * crc32(B, x) = L(x) ^ crc32(B, 0), with L fixed by B's length and tabled a byte at a time.
 */
export type LastPiece = GzipPiece & { crcFromZero: number; carry: Uint32Array };

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** A piece that others follow. Nothing is no piece: zlib ends an empty stream with a last block. */
export function middlePiece(bytes: Buffer, level: number = constants.Z_BEST_COMPRESSION): GzipPiece {
  if (bytes.length === 0) return { bytes, deflated: Buffer.alloc(0), crc: 0 };
  return { bytes, deflated: deflateRawSync(bytes, { level, finishFlush: constants.Z_FULL_FLUSH }), crc: crc32(bytes) };
}

/** The piece that ends the stream. */
export function lastPiece(bytes: Buffer, level: number = constants.Z_BEST_COMPRESSION): LastPiece {
  const crcFromZero = crc32(bytes, 0);
  // L on each bit of the start value, then four tables of 256: one per byte of it.
  const basis = Array.from({ length: 32 }, (_, bit) => (crc32(bytes, (1 << bit) >>> 0) ^ crcFromZero) >>> 0);
  const carry = new Uint32Array(4 * 256);
  for (let byte = 0; byte < 4; byte++) {
    for (let value = 0; value < 256; value++) {
      let sum = 0;
      for (let bit = 0; bit < 8; bit++) if (value & (1 << bit)) sum ^= basis[byte * 8 + bit]!;
      carry[byte * 256 + value] = sum >>> 0;
    }
  }
  return { bytes, deflated: deflateRawSync(bytes, { level }), crc: crcFromZero, crcFromZero, carry };
}

/** crc32(last.bytes, start), from the tables alone. */
function carryAcross(last: LastPiece, start: number): number {
  const { carry } = last;
  return (
    (carry[start & 255]! ^
      carry[256 + ((start >>> 8) & 255)]! ^
      carry[512 + ((start >>> 16) & 255)]! ^
      carry[768 + (start >>> 24)]! ^
      last.crcFromZero) >>>
    0
  );
}

/** One gzip body of these pieces, in order, ending with the last. */
export function gzipOf(pieces: readonly GzipPiece[], last: LastPiece): Buffer {
  // The first piece's checksum is known; the ones after it (a corner: a few hundred bytes) are read.
  let crc = pieces[0]?.crc ?? 0;
  let length = last.bytes.length;
  pieces.forEach(({ bytes }, index) => {
    if (index > 0) crc = crc32(bytes, crc);
    length += bytes.length;
  });
  crc = carryAcross(last, crc);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...pieces.map((piece) => piece.deflated), last.deflated, trailer]);
}
