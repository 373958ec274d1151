#include "peers.h"
#include <harfbuzz/hb.h>
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

double easel_peer_hb_shape_ns(const char *path, unsigned index, double size, const char *const *strings, int count,
                              double *widths) {
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (!blob) return -1;
    hb_face_t *face = hb_face_create(blob, index);
    hb_font_t *font = hb_font_create(face);
    unsigned upem = hb_face_get_upem(face);
    if (upem == 0) upem = 1;
    // As Easel sets its fonts up: design units, scaled to points afterwards.
    hb_font_set_scale(font, (int)upem, (int)upem);
    double start = now_ns();
    for (int i = 0; i < count; i++) {
        hb_buffer_t *buffer = hb_buffer_create();
        hb_buffer_add_utf8(buffer, strings[i], -1, 0, -1);
        hb_buffer_guess_segment_properties(buffer);
        hb_shape(font, buffer, NULL, 0);
        unsigned glyphs = 0;
        hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &glyphs);
        int64_t advance = 0;
        for (unsigned g = 0; g < glyphs; g++) advance += positions[g].x_advance;
        widths[i] = (double)advance * size / upem;
        hb_buffer_destroy(buffer);
    }
    double elapsed = now_ns() - start;
    hb_font_destroy(font);
    hb_face_destroy(face);
    hb_blob_destroy(blob);
    return count > 0 ? elapsed / count : 0;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double easel_peer_deflate_ns(const uint8_t *input, size_t length, int level, int use_zlib, int rounds,
                             size_t *compressed_size) {
    if (rounds < 1) rounds = 1;
    size_t capacity = use_zlib ? compressBound(length) : libdeflate_zlib_compress_bound(NULL, length);
    uint8_t *output = malloc(capacity);
    double *times = malloc(sizeof(double) * (size_t)rounds);
    if (!output || !times) {
        free(output);
        free(times);
        return -1;
    }
    size_t size = 0;
    for (int round = 0; round < rounds; round++) {
        double start = now_ns();
        if (use_zlib) {
            uLongf written = (uLongf)capacity;
            if (compress2(output, &written, input, (uLong)length, level) != Z_OK) written = 0;
            size = written;
        } else {
            // A compressor is made and freed each time, as an encoder writing one PNG would.
            struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
            size = compressor ? libdeflate_zlib_compress(compressor, input, length, output, capacity) : 0;
            libdeflate_free_compressor(compressor);
        }
        times[round] = now_ns() - start;
    }
    qsort(times, (size_t)rounds, sizeof(double), compare_doubles);
    double result = size == 0 ? -1 : times[rounds / 2];
    *compressed_size = size;
    free(output);
    free(times);
    return result;
}
