// FriBidi: embedding levels by the Unicode bidirectional algorithm (UAX #9).
#include <fribidi.h>
