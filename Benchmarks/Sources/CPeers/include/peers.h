// The libraries Easel is measured against in the same process (`BenchRunner text` and `BenchRunner png`):
// HarfBuzz's own hb_shape, and the deflate encoders of libdeflate and zlib.
#include <stddef.h>
#include <stdint.h>

/// Shapes each of `count` NUL-terminated UTF-8 strings once with `hb_shape` (a new buffer each, segment
/// properties guessed, no features) in the face at `path`/`index`, and sums each string's advances, as a measure
/// needs. Returns the nanoseconds per string, or -1 when the font cannot be read. `widths` receives each
/// string's width in points at `size`.
double easel_peer_hb_shape_ns(const char *path, unsigned index, double size, const char *const *strings, int count,
                              double *widths);

/// Compresses `length` bytes at `input` into a zlib stream with libdeflate at `level`, or with zlib's
/// `compress2` when `use_zlib` is set. Returns the nanoseconds taken (median of `rounds`) and the stream's size in
/// `*compressed_size`, or -1 on failure.
double easel_peer_deflate_ns(const uint8_t *input, size_t length, int level, int use_zlib, int rounds,
                             size_t *compressed_size);
