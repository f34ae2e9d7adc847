// libjpeg-turbo's libjpeg API, wrapped so Swift never meets its setjmp/longjmp error handling.
//
// libjpeg reports fatal errors by calling error_exit, which must not return; the
// usual answer is longjmp back to the caller. Swift cannot call setjmp, so these
// two small C functions do: each returns 0 on success, or 1 with a message.
// A truncated file is only a warning in libjpeg (it pads the image with grey);
// here it is an error, so a broken image is never shown half-grey.
#ifndef LAYERKIT_CJPEG_SHIM_H
#define LAYERKIT_CJPEG_SHIM_H
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;   // at least JMSG_LENGTH_MAX bytes
} layerkit_jpeg_error;

static void layerkit_jpeg_error_exit(j_common_ptr info) {
    layerkit_jpeg_error *error = (layerkit_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static void layerkit_jpeg_emit_message(j_common_ptr info, int level) {
    // Warnings (level −1) about missing data mean a truncated or corrupt file: fail.
    if (level < 0 && (info->err->msg_code == JWRN_JPEG_EOF || info->err->msg_code == JWRN_HIT_MARKER)) {
        layerkit_jpeg_error_exit(info);
    }
}

static const int LAYERKIT_JPEG_MESSAGE_LENGTH = JMSG_LENGTH_MAX;

/// Reads the header of a JPEG in memory: its size in pixels.
static int layerkit_jpeg_read_size(const unsigned char *data, size_t size, int *width, int *height,
                                   char *message) {
    struct jpeg_decompress_struct info;
    layerkit_jpeg_error error;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = layerkit_jpeg_error_exit;
    error.manager.emit_message = layerkit_jpeg_emit_message;
    error.message = message;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

/// Turns a row of CMYK pixels into opaque RGBA in place: each channel is what its ink and the
/// black ink leave of white (R = (1 − C)(1 − K)), the naive conversion every viewer without a
/// colour profile uses.
static void layerkit_cmyk_to_rgba(unsigned char *row, int width, int inverted) {
    for (int x = 0; x < width; x++) {
        unsigned char *p = row + 4 * x;
        unsigned int k = inverted ? p[3] : 255u - p[3];
        for (int c = 0; c < 3; c++) {
            unsigned int left = inverted ? p[c] : 255u - p[c];
            p[c] = (unsigned char)((left * k + 127) / 255);
        }
        p[3] = 255;
    }
}

/// Decodes a JPEG in memory into `pixels`: width·height·4 bytes of opaque RGBA, rows from the top.
static int layerkit_jpeg_decode_rgba(const unsigned char *data, size_t size, unsigned char *pixels,
                                     int width, int height, char *message) {
    struct jpeg_decompress_struct info;
    layerkit_jpeg_error error;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = layerkit_jpeg_error_exit;
    error.manager.emit_message = layerkit_jpeg_emit_message;
    error.message = message;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    // libjpeg-turbo converts YCCK to CMYK but not CMYK to RGB: a CMYK file (print artwork,
    // Photoshop exports) is decoded as CMYK and its inks turned into RGB below.
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    // Adobe's writers store CMYK inverted (255 is no ink); its marker says a file is one of them.
    int inverted = cmyk && info.saw_Adobe_marker;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    if ((int)info.output_width != width || (int)info.output_height != height || info.output_components != 4) {
        strcpy(message, "JPEG size changed between header and decode");
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)width * 4;
        jpeg_read_scanlines(&info, &row, 1);
        if (cmyk) layerkit_cmyk_to_rgba(row, width, inverted);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}
#endif
