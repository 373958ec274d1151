// zlib: deflate and CRC-32 for Easel's PNG writer.
#include <zlib.h>
