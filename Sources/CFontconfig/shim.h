// fontconfig: used only to find fallback fonts for characters the system font lacks.
#include <fontconfig/fontconfig.h>
