/** The largest photo taken: a phone's full-size picture fits, a video does not. Read by the server and the request gate. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
