/**
 * Bodies smaller than this go uncompressed: they fit one TCP segment (an Ethernet MSS is 1,460
 * bytes) gzipped or not, so gzip would save no round trip, only a few hundred bytes, for the cost
 * of a compression per response or, for a cached body, a trip to zlib's thread pool.
 */
export const COMPRESS_MIN_BYTES = 1400;
