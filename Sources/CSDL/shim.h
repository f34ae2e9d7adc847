// One umbrella for the system graphics libraries LayerKit uses:
// SDL2 (windows and input), EGL (contexts, headless included) and OpenGL ES 3.0.
#ifndef LAYERKIT_CSDL_SHIM_H
#define LAYERKIT_CSDL_SHIM_H
#include <SDL2/SDL.h>
#define EGL_EGLEXT_PROTOTYPES 1
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES3/gl3.h>
#include <GLES2/gl2ext.h>
#endif
