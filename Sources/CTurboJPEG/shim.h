// libjpeg-turbo's TurboJPEG API: it reports errors by return value, never by longjmp, so Swift can call it.
#include <turbojpeg.h>
