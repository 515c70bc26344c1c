/** Uploads larger than this are refused before they reach the disk. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024
/** Images with more pixels than this are refused (decompression bombs, absurd scans). */
export const MAX_UPLOAD_PIXELS = 50_000_000
