import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { z } from "zod";
import { storeContentImage } from "~/content-images/content-image.server";
import { IMAGE_FORMATS, contentImagePath, parseContentImagePath, variantWidths } from "~/content-images/image-variants";
import type { Database } from "~/database/database.server";
import { contentImageFiles, contentImages } from "~/database/schema.server";
import type { ContentByKind } from "./content-kinds.server";

/**
 * The studio's uploaded images in an export's folder (issue 40): `content-images/`, with each
 * image's kept files under the names they are served by and `images.json` saying what each is,
 * so that a site importing the folder serves the same images at the same addresses.
 */
export const IMAGES_FOLDER = "content-images";
const IMAGES_INDEX = "images.json";

const imagesIndexSchema = z.object({
  format: z.literal(1),
  images: z.array(
    z.object({
      hash: z.string().regex(/^[0-9a-f]{32}$/),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      alt: z.string(),
      uploadedBy: z.string(),
    }),
  ),
});

/** A studio image's address anywhere in a text. */
const NAMED_IMAGE = /\/content-images\/[0-9a-f]{32}-[1-9][0-9]{0,3}\.(?:avif|webp)/g;

/** The hashes of the uploaded images a set of content shows, wherever in a document it names one. */
function imagesNamed(byKind: ContentByKind): string[] {
  const hashes = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string") {
      // A cover's address, or each picture a Markdown text names (body-picture-markdown.ts).
      for (const [address] of value.matchAll(NAMED_IMAGE)) {
        const image = parseContentImagePath(address);
        if (image) hashes.add(image.hash);
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(visit);
  };
  for (const entries of Object.values(byKind)) for (const { data } of entries) visit(data);
  return [...hashes].sort();
}

/** Writes the uploaded images `byKind` shows into `directory`'s images folder; how many. */
export async function writeContentImageFiles(db: Database, directory: string, byKind: ContentByKind): Promise<number> {
  const hashes = imagesNamed(byKind);
  if (hashes.length === 0) return 0;
  const images = await db
    .select({
      hash: contentImages.hash,
      width: contentImages.width,
      height: contentImages.height,
      alt: contentImages.alt,
      uploadedBy: contentImages.uploadedBy,
    })
    .from(contentImages)
    .where(inArray(contentImages.hash, hashes))
    .orderBy(contentImages.hash);
  const folder = path.join(directory, IMAGES_FOLDER);
  mkdirSync(folder, { recursive: true });
  for (const file of await db.select().from(contentImageFiles).where(inArray(contentImageFiles.hash, hashes)))
    writeFileSync(path.join(directory, contentImagePath(file.hash, file.width, file.format as "avif" | "webp")), file.bytes);
  writeFileSync(path.join(folder, IMAGES_INDEX), `${JSON.stringify({ format: 1, images }, null, 2)}\n`);
  return images.length;
}

export type ImportedImage = z.infer<typeof imagesIndexSchema>["images"][number] & {
  files: { width: number; format: "avif" | "webp"; bytes: Buffer }[];
};

/** The images a folder's images folder holds, every file its index implies read; none when it has no such folder. */
export function readContentImageFiles(directory: string): { images: ImportedImage[]; problems: string[] } {
  const folder = path.join(directory, IMAGES_FOLDER);
  if (!existsSync(folder)) return { images: [], problems: [] };
  let index: z.infer<typeof imagesIndexSchema>;
  try {
    index = imagesIndexSchema.parse(JSON.parse(readFileSync(path.join(folder, IMAGES_INDEX), "utf8")));
  } catch (error) {
    return { images: [], problems: [`${IMAGES_FOLDER}/${IMAGES_INDEX}: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const problems: string[] = [];
  const images = index.images.map((image) => {
    const files = variantWidths(image.width).flatMap((width) =>
      IMAGE_FORMATS.flatMap((format) => {
        const name = contentImagePath(image.hash, width, format).slice(1);
        try {
          return [{ width, format, bytes: readFileSync(path.join(directory, name)) }];
        } catch {
          problems.push(`${name}: is named by ${IMAGES_FOLDER}/${IMAGES_INDEX} but is not there`);
          return [];
        }
      }),
    );
    return { ...image, files };
  });
  return { images, problems };
}

/** Keeps the images a folder brought, as an upload keeps them; an image this site has already stays as it is. */
export async function storeImportedImages(db: Database, images: ImportedImage[]): Promise<void> {
  for (const { hash, width, height, alt, uploadedBy, files } of images)
    await storeContentImage(db, { hash, src: contentImagePath(hash, width, "webp"), width, height, files }, alt, uploadedBy);
}
