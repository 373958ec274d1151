// libdeflate: zlib-format decompression (and CRC-32) for Easel's PNG reader of 8-bit RGB and RGBA images.
#include <libdeflate.h>
