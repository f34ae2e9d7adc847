// One umbrella for the system graphics libraries LayerKit uses:
// SDL2 (windows and input), EGL (contexts, headless included) and OpenGL ES 3.0,
// and the Wayland client library, to look at a compositor before SDL starts on it.
#ifndef LAYERKIT_CSDL_SHIM_H
#define LAYERKIT_CSDL_SHIM_H
#include <SDL2/SDL.h>
#define EGL_EGLEXT_PROTOTYPES 1
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES3/gl3.h>
#include <GLES2/gl2ext.h>
#include <string.h>
#include <wayland-client.h>

/// Globals of a Wayland compositor that `layerkit_wayland_globals` reports, as bits.
enum {
    LAYERKIT_WAYLAND_COMPOSITOR = 1,  // wl_compositor: surfaces
    LAYERKIT_WAYLAND_SEAT = 2,        // wl_seat: input; SDL before 2.30 crashes without one
    LAYERKIT_WAYLAND_XDG_SHELL = 4,   // xdg_wm_base: desktop windows
};

static inline void layerkit_wayland_global(void *data, struct wl_registry *registry, uint32_t name,
                                           const char *interface, uint32_t version) {
    (void)registry, (void)name, (void)version;
    int *found = (int *)data;
    if (strcmp(interface, "wl_compositor") == 0) *found |= LAYERKIT_WAYLAND_COMPOSITOR;
    else if (strcmp(interface, "wl_seat") == 0) *found |= LAYERKIT_WAYLAND_SEAT;
    else if (strcmp(interface, "xdg_wm_base") == 0) *found |= LAYERKIT_WAYLAND_XDG_SHELL;
}

static inline void layerkit_wayland_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data, (void)registry, (void)name;
}

/// Connects to the Wayland compositor `name` (NULL: $WAYLAND_DISPLAY, else wayland-0), lists its
/// globals and disconnects: -1 when none answers, else the LAYERKIT_WAYLAND_* bits it offers.
static inline int layerkit_wayland_globals(const char *name) {
    struct wl_display *display = wl_display_connect(name);
    if (!display) return -1;
    static const struct wl_registry_listener listener = {layerkit_wayland_global, layerkit_wayland_global_remove};
    int found = 0;
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &listener, &found);
    int status = wl_display_roundtrip(display);
    wl_registry_destroy(registry);
    wl_display_disconnect(display);
    return status < 0 ? -1 : found;
}

// SDL's window-manager information, without Xlib's names (`Window`, `Display`, `Cursor`, which
// would clash with Swift code's own): its X11 member is left out of the union, whose first field,
// the X11 `Display *`, is read as a pointer instead (`layerkit_window_connection_fd`).
#undef SDL_VIDEO_DRIVER_X11
#include <SDL2/SDL_syswm.h>

/// Xlib's `XConnectionNumber`, declared with the display as a pointer (Xlib's header is left out).
extern int XConnectionNumber(void *display);

/// The descriptor of the connection to the window system that SDL reads `window`'s events from
/// (the X11 socket, or the Wayland one), or -1 when SDL's driver has none to give.
static inline int layerkit_window_connection_fd(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info)) return -1;
    switch (info.subsystem) {
    case SDL_SYSWM_WAYLAND:
        return info.info.wl.display ? wl_display_get_fd(info.info.wl.display) : -1;
    case SDL_SYSWM_X11: {
        void *display = *(void **)&info.info;
        return display ? XConnectionNumber(display) : -1;
    }
    default:
        return -1;
    }
}

/// Xlib's `XEventsQueued`, declared with the display as a pointer; mode 0 is `QueuedAlready`: the
/// events already read into Xlib's own queue, counted without reading or a round trip.
extern int XEventsQueued(void *display, int mode);

/// The X11 display SDL reads `window`'s events from, or NULL when its driver is not X11.
static inline void *layerkit_window_x11_display(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return NULL;
    return *(void **)&info.info;
}

/// How many events Xlib has read from the connection into its own queue and not yet handed out:
/// a call that waited for a reply (`XSync`, as SDL's pointer warp makes) reads the events before it
/// too, and the connection's descriptor then shows nothing to read.
static inline int layerkit_x11_events_queued(void *display) {
    return XEventsQueued(display, 0);
}

/// Xlib's `XSync`, declared with the display as a pointer: waits for the server to answer
/// everything sent so far, reading the events that come first into Xlib's queue.
extern int XSync(void *display, int discard);

/// Whether the space-separated `list` names `extension` whole (`GLX_MESA_copy_sub_buffer`, not a prefix of another).
static inline int layerkit_lists_extension(const char *list, const char *extension) {
    size_t length = strlen(extension);
    for (const char *at = list; at && (at = strstr(at, extension)) != NULL; at += length) {
        int startsName = at == list || at[-1] == ' ';
        int endsName = at[length] == ' ' || at[length] == '\0';
        if (startsName && endsName) return 1;
    }
    return 0;
}

/// GLX_MESA_copy_sub_buffer on the drawable of the GLX context current on this thread: it copies a
/// rectangle of the back buffer to the window and leaves the back buffer as it was, where a swap
/// hands over the whole buffer and leaves the next one undefined. Found through SDL's GL loader
/// (glXGetProcAddress), with GLX's types as pointers and integers (Xlib's header is left out).
typedef struct layerkit_glx_sub_buffer_copy {
    void *display;
    unsigned long drawable;
    void (*copy)(void *display, unsigned long drawable, int x, int y, int width, int height);
} layerkit_glx_sub_buffer_copy;

/// Fills `out` and returns 1 when a GLX context is current on this thread and its screen offers
/// GLX_MESA_copy_sub_buffer (Mesa's does, its software rasterizer's included); else 0.
static inline int layerkit_glx_sub_buffer_copy_for_current_context(layerkit_glx_sub_buffer_copy *out) {
    void *(*current_display)(void) = (void *(*)(void))SDL_GL_GetProcAddress("glXGetCurrentDisplay");
    void *(*current_context)(void) = (void *(*)(void))SDL_GL_GetProcAddress("glXGetCurrentContext");
    unsigned long (*current_drawable)(void) = (unsigned long (*)(void))SDL_GL_GetProcAddress("glXGetCurrentDrawable");
    int (*query_context)(void *, void *, int, int *) =
        (int (*)(void *, void *, int, int *))SDL_GL_GetProcAddress("glXQueryContext");
    const char *(*query_extensions)(void *, int) =
        (const char *(*)(void *, int))SDL_GL_GetProcAddress("glXQueryExtensionsString");
    void (*copy)(void *, unsigned long, int, int, int, int) =
        (void (*)(void *, unsigned long, int, int, int, int))SDL_GL_GetProcAddress("glXCopySubBufferMESA");
    if (!current_display || !current_context || !current_drawable || !query_context || !query_extensions || !copy)
        return 0;
    void *display = current_display(), *context = current_context();
    unsigned long drawable = current_drawable();
    if (!display || !context || !drawable) return 0;
    int screen = 0;
    const int GLX_SCREEN = 0x800C;
    if (query_context(display, context, GLX_SCREEN, &screen) != 0) return 0;
    // glXGetProcAddress answers any glX name; only the screen's extension string says it works.
    if (!layerkit_lists_extension(query_extensions(display, screen), "GLX_MESA_copy_sub_buffer")) return 0;
    out->display = display;
    out->drawable = drawable;
    out->copy = copy;
    return 1;
}

/// Xlib's `XFlush`, declared with the display as a pointer.
extern int XFlush(void *display);

/// Xlib's `XGetGeometry`, declared with the display as a pointer and XIDs as integers.
extern int XGetGeometry(void *display, unsigned long drawable, unsigned long *root, int *x, int *y,
                        unsigned int *width, unsigned int *height, unsigned int *border, unsigned int *depth);

/// The size of `drawable` as the X server has it now (a round trip); 0 when the server does not answer.
static inline int layerkit_x11_drawable_size(void *display, unsigned long drawable, int *width, int *height) {
    unsigned long root;
    int x, y;
    unsigned int w, h, border, depth;
    if (!XGetGeometry(display, drawable, &root, &x, &y, &w, &h, &border, &depth)) return 0;
    *width = (int)w;
    *height = (int)h;
    return 1;
}
#endif
