// Cairo's image, PDF, SVG and recording surfaces, and its FreeType font backend (with FreeType itself, to
// open the same font files that HarfBuzz shaped with).
#include <cairo/cairo.h>
#include <cairo/cairo-ft.h>
#include <cairo/cairo-pdf.h>
#include <cairo/cairo-svg.h>
#include <ft2build.h>
#include FT_FREETYPE_H
