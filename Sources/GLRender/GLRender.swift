// GLRender turns LayerTree render snapshots into pixels through EGL and OpenGL ES 3.0.
@_exported import LayerTree
