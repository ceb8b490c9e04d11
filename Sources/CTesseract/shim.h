// Tesseract's C API and the Leptonica image library it is built on.
#include <tesseract/capi.h>
#include <leptonica/allheaders.h>
