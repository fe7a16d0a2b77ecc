import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A gzip body made of pieces compressed apart: a page kept compressed on either side of a gap,
 * and what fills the gap for one response, compressed alone. Each piece but the last is
 * deflated up to a full flush (byte-aligned, no block marked last, nothing after it refers
 * back), so the pieces follow each other as one deflate stream; the checksum runs over their
 * bytes in order. A signed-in visitor's copy of a cached page then costs microseconds, not the
 * third of a millisecond that compressing the whole page again takes (decision 24).
 */
export type GzipPiece = { bytes: Buffer; deflated: Buffer };

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** A piece that others follow. Nothing is no piece: zlib ends an empty stream with a last block. */
export function middlePiece(bytes: Buffer, level: number = constants.Z_BEST_COMPRESSION): GzipPiece {
  if (bytes.length === 0) return { bytes, deflated: Buffer.alloc(0) };
  return { bytes, deflated: deflateRawSync(bytes, { level, finishFlush: constants.Z_FULL_FLUSH }) };
}

/** The piece that ends the stream. */
export function lastPiece(bytes: Buffer, level: number = constants.Z_BEST_COMPRESSION): GzipPiece {
  return { bytes, deflated: deflateRawSync(bytes, { level }) };
}

/** One gzip body of these pieces, in order; the last must come from lastPiece. */
export function gzipOf(pieces: readonly GzipPiece[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const { bytes } of pieces) {
    crc = crc32(bytes, crc);
    length += bytes.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...pieces.map((piece) => piece.deflated), trailer]);
}
