// zlib from Debian (`zlib1g-dev`): gzip decompression of the MNIST IDX files.
#include <zlib.h>

// `inflateInit2` and `deflateInit2` are macros, which Swift cannot call; these wrappers can be.
// 16 + MAX_WBITS asks zlib for a gzip header and trailer instead of a raw zlib stream.
static inline int czlib_inflate_init_gzip(z_streamp stream) {
    return inflateInit2(stream, 16 + MAX_WBITS);
}

static inline int czlib_deflate_init_gzip(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
}

// -MAX_WBITS asks for raw deflate data with no header: the chunks of a dictzip (`.dict.dz`) file.
static inline int czlib_inflate_init_raw(z_streamp stream) {
    return inflateInit2(stream, -MAX_WBITS);
}
