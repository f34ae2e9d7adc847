/// The NUL-terminated UTF-8 text in a fixed C array of an SDL event (`SDL_TextInputEvent.text`).
func sdlEventText<Storage>(_ storage: Storage) -> String {
    withUnsafeBytes(of: storage) { bytes in String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self) }
}
