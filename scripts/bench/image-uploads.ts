// The image upload scenario of `npm run bench` (issue 61): a member of staff uploads a burst of
// camera-sized photographs (4000 × 3000 JPEGs, a few at a time) through the content studio's
// form, and the site's resident memory is read before, at its peak, right after, and after a
// short settle. The issue saw 204 MB grow to 700 MB and stay near 550-600 MB; the target is the
// start's neighbourhood again, under 250 MB once the burst is over. Settings:
// BENCH_UPLOADS (20), BENCH_UPLOADS_AT_ONCE (4), BENCH_SETTLE_SECONDS (10).
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { reservePorts } from "~tests/e2e/support/behind-nginx";
import { startSiteInstance, stopChild } from "~tests/e2e/support/child-processes";
import { accountSessions } from "./bench-accounts";
import { benchSiteSettings, rssMegabytes } from "./site-under-load";

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const AT_ONCE = Number(process.env.BENCH_UPLOADS_AT_ONCE ?? 4);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 10);
const WIDTH = 4000;
const HEIGHT = 3000;

export type ImageUploadBench = {
  uploads: number;
  atOnce: number;
  kept: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
  rssSettledMb: number;
  settleSeconds: number;
};

/** The most resident memory the process has had (Linux's high-water mark), in MB. */
function peakRssMegabytes(pid: number): number {
  const line = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
}

/**
 * A photograph as a camera writes one, as far as an encoder can tell: soft gradients and grain,
 * so its JPEG is megabytes (a flat colour would be kilobytes and cost the decoder nothing). Each
 * `seed` is a different picture, so no upload is the same bytes as another.
 */
async function cameraSizedPhoto(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let noise = seed * 2_654_435_761 + 1;
  for (let y = 0, at = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      noise = (noise * 1_103_515_245 + 12_345) >>> 0;
      const grain = (noise >>> 24) % 24;
      pixels[at++] = (((x + seed * 97) >> 4) % 232) + grain;
      pixels[at++] = (((y + seed * 31) >> 4) % 232) + grain;
      pixels[at++] = (((x + y) >> 5) % 232) + grain;
    }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The burst of uploads on a site of its own, and its memory before, during and after. */
export async function benchImageUploads(): Promise<ImageUploadBench> {
  const reserved = await reservePorts(undefined, undefined, undefined, undefined);
  const [port, authPort, hubPort, loggingPort] = reserved.ports as [number, number, number, number];
  await reserved.release();
  const site = await startSiteInstance({
    ...benchSiteSettings({ authPort, hubPort, loggingPort }),
    PORT: String(port),
    SESSION_RATE_LIMIT: "100000",
  });
  try {
    const origin = `http://127.0.0.1:${site.port}`;
    const pid = site.process.pid!;
    const [cookie] = await accountSessions(origin, `http://127.0.0.1:${authPort}`, 1, { staff: true, name: "Bench Editor" });
    const list = await (await fetch(`${origin}/admin/content?kind=team`, { headers: { Cookie: cookie! } })).text();
    const id = /href="\/admin\/content\/([0-9a-f-]{36})"/.exec(list)?.[1];
    if (!id) throw new Error("The studio listed no team member");
    // The edit page once, so that the studio's modules are loaded before the first reading.
    await fetch(`${origin}/admin/content/${id}/edit`, { headers: { Cookie: cookie! } });

    console.log(`Image uploads: making ${UPLOADS} photographs of ${WIDTH} × ${HEIGHT}...`);
    const photos: Buffer[] = [];
    for (let index = 0; index < UPLOADS; index++) photos.push(await cameraSizedPhoto(index));
    const megabytes = photos.reduce((sum, photo) => sum + photo.byteLength, 0) / UPLOADS / 1024 / 1024;
    console.log(`  each about ${megabytes.toFixed(1)} MB of JPEG; uploading them ${AT_ONCE} at a time...`);

    const rssBeforeMb = rssMegabytes(pid);
    let kept = 0;
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        for (let index = next++; index < photos.length; index = next++) {
          // The form as the edit page sends it with a portrait chosen, but for the other fields:
          // the studio makes and keeps the upload first (a file input cannot be filled in again),
          // then refuses the save for what is missing. The image work is all done by then.
          const form = new FormData();
          form.set("basedOn", "1");
          form.set("intent", "save");
          form.set("portrait.upload", new File([new Uint8Array(photos[index]!)], `photo-${index}.jpg`, { type: "image/jpeg" }));
          const answer = await fetch(`${origin}/admin/content/${id}/edit`, {
            method: "POST",
            headers: { Cookie: cookie!, Origin: origin },
            body: form,
          });
          // The form drawn again carries the kept image's address.
          if (/\/content-images\/[0-9a-f]{32}-1920\.webp/.test(await answer.text())) kept += 1;
          else console.log(`  upload ${index + 1} was not kept: ${answer.status}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const rssAfterMb = rssMegabytes(pid);
    const rssPeakMb = peakRssMegabytes(pid);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const rssSettledMb = rssMegabytes(pid);
    const result = { uploads: UPLOADS, atOnce: AT_ONCE, kept, seconds, rssBeforeMb, rssPeakMb, rssAfterMb, rssSettledMb };
    console.log(
      `\nImage uploads, ${UPLOADS} of ${WIDTH} × ${HEIGHT} (${AT_ONCE} at a time, ${seconds.toFixed(0)} s, ${kept} kept): ` +
        `RSS of the site's process ${rssBeforeMb} MB before, ${rssPeakMb} MB at its peak, ${rssAfterMb} MB right after, ` +
        `${rssSettledMb} MB after ${SETTLE_SECONDS} s more.`,
    );
    return { ...result, settleSeconds: SETTLE_SECONDS };
  } finally {
    await stopChild(site.process);
  }
}
