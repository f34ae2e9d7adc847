/* Writes cmyk.jpg, 32 x 16, as Adobe's writers do (CMYK stored inverted, with the Adobe marker):
 * the left half full cyan ink (RGB 0,255,255), the right half black ink at 50% (RGB 127).
 * Built and run by generate.py: cc cmyk.c -ljpeg -o cmyk && ./cmyk */
#include <stdio.h>
#include <jpeglib.h>

int main(void) {
    FILE *out = fopen("cmyk.jpg", "wb");
    if (!out) return 1;
    struct jpeg_compress_struct info;
    struct jpeg_error_mgr errors;
    info.err = jpeg_std_error(&errors);
    jpeg_create_compress(&info);
    jpeg_stdio_dest(&info, out);
    info.image_width = 32;
    info.image_height = 16;
    info.input_components = 4;
    info.in_color_space = JCS_CMYK;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, 95, TRUE);
    jpeg_start_compress(&info, TRUE);
    unsigned char row[32 * 4];
    for (int x = 0; x < 32; x++) {
        unsigned char ink[4] = {x < 16 ? 255 : 0, 0, 0, x < 16 ? 0 : 128};
        for (int c = 0; c < 4; c++) row[4 * x + c] = 255 - ink[c];
    }
    while (info.next_scanline < info.image_height) {
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    fclose(out);
    return 0;
}
