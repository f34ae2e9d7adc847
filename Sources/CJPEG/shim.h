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
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    if ((int)info.output_width != width || (int)info.output_height != height || info.output_components != 4) {
        strcpy(message, "JPEG size changed between header and decode");
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)width * 4;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}
#endif
