import { constants } from "node:zlib";

/**
 * Brotli for a page compressed as it is sent (a render, a signed-in visitor's copy): quality 4
 * and a 256 KB window. Pages are tens of KB, and brotli's default window (4 MB) made each
 * response's encoder take megabytes of memory until it was collected.
 */
export const RENDERED_PAGE_BROTLI = {
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_LGWIN]: 18,
};
