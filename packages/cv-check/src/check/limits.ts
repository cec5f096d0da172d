/** Bounds for reading a DOCX/ODT (ZIP) upload: a zip bomb is refused before it is unpacked. */
export const zipLimits = {
  maxEntries: 2000,
  maxUnpackedBytes: 32 * 1024 * 1024,
  /** The type entry ([Content_Types].xml or mimetype) is small. */
  maxTypeEntryBytes: 256 * 1024,
  /** An entry over ratioFloorBytes may be at most this many times its compressed size
   *  (text compresses about 5–20:1; a run of zeros over 1000:1). */
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024
} as const;
