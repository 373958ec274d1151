// libunibreak: line-break opportunities by Unicode's UAX #14.
#include <stddef.h>
#include <linebreak.h>
