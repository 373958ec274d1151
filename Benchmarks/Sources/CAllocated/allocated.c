#include "allocated.h"
#include <stdlib.h>  // defines __GLIBC__ on glibc systems
#if defined(__GLIBC__)
#include <malloc.h>
size_t easel_bench_allocated_bytes(void) { return mallinfo2().uordblks; }
#else
size_t easel_bench_allocated_bytes(void) { return 0; }
#endif
