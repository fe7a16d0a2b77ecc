// @ts-check
// After the build: a brotli (.br) and a gzip (.gz) copy of every text file the browser
// downloads from build/client, compressed once at the strongest settings, so the server sends
// them as they are instead of compressing each response again (express-static-gzip picks the
// copy the browser accepts). A copy that would be no smaller is not written.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
const TEXT = /\.(js|css|svg|json|txt|xml|webmanifest|map)$/;

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  files += 1;
  before += body.length;
  after += Math.min(br.length, body.length);
}
console.log(`Compressed ${files} files with brotli and gzip: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB as brotli.`);
