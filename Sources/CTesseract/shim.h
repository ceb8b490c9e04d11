// Tesseract's C API and the Leptonica image library it is built on.
#include <tesseract/capi.h>
#include <leptonica/allheaders.h>

// From libgomp (OpenMP), which Debian's libtesseract uses to spread one page over threads. Only
// this is needed, to keep each recognition on its engine's own thread; declared here because
// omp.h sits in GCC's private include folder.
void omp_set_max_active_levels(int max_levels);
