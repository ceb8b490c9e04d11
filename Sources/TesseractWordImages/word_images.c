// Tesseract 5.3 stores every word image it hands its LSTM as a PNG in memory and decodes it
// again at once (`ImageData::SetPixInternal` calls Leptonica's `pixWriteMem(…, IFF_PNG)`,
// `ImageData::GetPix` reads it back): zlib took 8 % of a photo's CPU samples, for
// bytes nobody keeps. Tesseract offers no setting for it, and Leptonica's compression level is
// set per image, which the word images, clipped afresh, do not inherit.
//
// This file defines `pixWriteMem` in the executable, where the dynamic linker finds it before
// Leptonica's own, so Tesseract's calls land here: a PNG asked for is written as PNM instead,
// uncompressed, which Tesseract's own fallback already uses and `pixReadMem` reads back by its
// header, pixel for pixel the same. Every other format goes on to Leptonica's function.
// Readout's own PNG encoding calls `pixWriteMemPng`, never this.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <leptonica/allheaders.h>

typedef l_ok (*MemoryWriter)(l_uint8 **, size_t *, PIX *, l_int32);

l_ok pixWriteMem(l_uint8 **pdata, size_t *psize, PIX *pix, l_int32 format) {
    if (format == IFF_PNG) return pixWriteMemPnm(pdata, psize, pix);
    // Leptonica's own, looked up once; engines on several threads may race to store the same pointer.
    static MemoryWriter leptonica;
    MemoryWriter writer = __atomic_load_n(&leptonica, __ATOMIC_ACQUIRE);
    if (!writer) {
        writer = (MemoryWriter)dlsym(RTLD_NEXT, "pixWriteMem");
        if (!writer) return 1;
        __atomic_store_n(&leptonica, writer, __ATOMIC_RELEASE);
    }
    return writer(pdata, psize, pix, format);
}
