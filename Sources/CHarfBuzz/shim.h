// HarfBuzz's shaping API and its OpenType tables (hb-ot: unhinted, fractional advances at scale = units per em).
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
