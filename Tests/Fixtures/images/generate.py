#!/usr/bin/env python3
"""Writes the fixture images the content tests and scenes use (run from this folder).

PNGs are written with zlib alone; photo.jpg goes through libjpeg-turbo's cjpeg
(Debian: libjpeg-turbo-progs), which only this script needs.
"""
import math, struct, subprocess, zlib

def png(path, width, height, pixel):
    rows = b"".join(b"\0" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))

# arrow.png, 32 × 24: an opaque orange card with a blue arrow pointing up-left from its
# top-left corner and a green bar along the bottom, so any flip or misplacement shows.
def arrow(x, y):
    if y >= 20: return (40, 170, 70, 255)
    if x < 12 and y < 12 and (x == y or x < 3 or y < 3): return (30, 70, 220, 255)
    if x == 0 or y == 0 or x == 31: return (120, 60, 0, 255)
    return (250, 150, 40, 255)
png("arrow.png", 32, 24, arrow)

# sprites.png, 64 × 16: four 16 × 16 frames, red, green, blue, yellow, each with k+1 white dots.
def sprites(x, y):
    frame, fx = divmod(x, 16)
    colors = [(220, 40, 40), (40, 180, 60), (40, 80, 220), (230, 200, 30)]
    if y in (7, 8) and any(fx in (2 + 3 * k, 3 + 3 * k) for k in range(frame + 1)):
        return (255, 255, 255, 255)
    return colors[frame] + (255,)
png("sprites.png", 64, 16, sprites)

# panel.png, 24 × 24: a nine-slice source. 8-pixel dark-blue corners with a transparent notch,
# light-blue edges, a white middle with a grey cross, so stretched parts are easy to tell.
def panel(x, y):
    edge_x, edge_y = x < 8 or x >= 16, y < 8 or y >= 16
    if edge_x and edge_y:
        if (x < 2 or x >= 22) and (y < 2 or y >= 22): return (0, 0, 0, 0)
        return (20, 40, 120, 255)
    if edge_x or edge_y: return (110, 160, 230, 255)
    if x in (11, 12) or y in (11, 12): return (150, 150, 150, 255)
    return (255, 255, 255, 255)
png("panel.png", 24, 24, panel)

# spark.png, 16 × 16: a particle for the emitter tests and demo 8. White, its alpha falling
# from 1 at the centre to 0 at radius 8 (a soft dot that tints to any cell color).
def spark(x, y):
    r = math.hypot(x + 0.5 - 8, y + 0.5 - 8) / 8
    return (255, 255, 255, max(0, round(255 * (1 - r) ** 2)) if r < 1 else 0)
png("spark.png", 16, 16, spark)

# photo.jpg, 64 × 48: smooth colour gradients with a dark disc, through cjpeg (quality 90).
with open("photo.ppm", "wb") as f:
    f.write(b"P6 64 48 255\n")
    for y in range(48):
        for x in range(64):
            d = math.hypot(x - 40, y - 20)
            k = 0.3 if d < 10 else 1.0
            f.write(bytes([int(k * (60 + 3 * x)), int(k * (80 + 3 * y)), int(k * 200)]))
subprocess.run(["cjpeg", "-quality", "90", "-outfile", "photo.jpg", "photo.ppm"], check=True)
import os; os.remove("photo.ppm")

# cmyk.jpg, 32 × 16: a CMYK JPEG as Adobe's tools write it (cmyk.c says what it holds).
subprocess.run(["cc", "cmyk.c", "-ljpeg", "-o", "cmyk"], check=True)
subprocess.run(["./cmyk"], check=True)
os.remove("cmyk")

# badge.webp, 8 × 4: a lossless WebP with alpha through libwebp's cwebp (Debian: webp). The left
# half opaque red, the right half blue at alpha 128 (its colour kept exactly under the alpha).
png("badge.png", 8, 4, lambda x, y: (220, 40, 40, 255) if x < 4 else (40, 80, 220, 128))
subprocess.run(["cwebp", "-quiet", "-lossless", "-exact", "badge.png", "-o", "badge.webp"], check=True)
os.remove("badge.png")

# photo.webp, 64 × 48: photo.jpg's picture as a lossy WebP (quality 90), the common kind.
subprocess.run(["cwebp", "-quiet", "-q", "90", "photo.jpg", "-o", "photo.webp"], check=True)
