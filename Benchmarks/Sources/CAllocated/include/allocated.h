#ifndef EASEL_BENCH_ALLOCATED_H
#define EASEL_BENCH_ALLOCATED_H
#include <stddef.h>

/// Bytes the C allocator has handed out and not had back (glibc's mallinfo2 in-use count); 0 elsewhere.
size_t easel_bench_allocated_bytes(void);

#endif
