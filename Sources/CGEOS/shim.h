// GEOS: planar geometry (noding, polygonization, overlay), for the set operations on paths. Only the
// reentrant API is used. The header gives Easel GEOS's types and constants; the library itself is not linked
// but opened on first use (GEOSLibrary.swift), so programs that never combine paths do not load it.
#define GEOS_USE_ONLY_R_API
#include <geos_c.h>
