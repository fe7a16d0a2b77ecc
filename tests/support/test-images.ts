import sharp from "sharp";

/**
 * A camera's photo: a JPEG carrying EXIF (a camera make, a place) and an orientation of "turned a
 * quarter", so that what a page is sent can be shown to have none of it and to stand upright.
 */
export async function cameraPhoto(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "Phonecam", Model: "X1" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 27/1 0/1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
