// GEOS: planar geometry (noding, polygonization, overlay), for the set operations on paths. Only the
// reentrant API is used.
#define GEOS_USE_ONLY_R_API
#include <geos_c.h>
