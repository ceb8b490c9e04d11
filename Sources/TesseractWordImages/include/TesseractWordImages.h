#ifndef TESSERACT_WORD_IMAGES_H
#define TESSERACT_WORD_IMAGES_H

// Nothing to call: word_images.c replaces Leptonica's `pixWriteMem` for the whole process once
// it is linked (it says why). Readout's own PNG encoding calls `pixWriteMemPng` instead.

#endif
