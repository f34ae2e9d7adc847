import CZip
import Foundation
import QuartzCore

/// The files of a zip archive, read from memory with libzip, within limits: a dotLottie file
/// is a zip, and a hostile one could claim any number of entries or sizes.
struct DotLottieArchive {
    /// At most this many entries are read.
    static let maximumEntries = 4_096
    /// At most this many bytes, uncompressed, in all entries together (and so in any one).
    static let maximumBytes = 256 << 20

    /// Each file's bytes by its path in the archive; folders are left out.
    let entries: [String: Data]

    /// Reads every file of the zip `data`; an archive that libzip cannot open, or that breaks a
    /// limit, throws a one-line `SceneError` at `$`.
    init(data: Data) throws {
        var entries: [String: Data] = [:]
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var error = zip_error_t()
            zip_error_init(&error)
            defer { zip_error_fini(&error) }
            guard let source = zip_source_buffer_create(bytes.baseAddress, zip_uint64_t(bytes.count), 0, &error),
                let archive = zip_open_from_source(source, ZIP_RDONLY, &error)
            else {
                throw SceneError(
                    path: "$", message: "not a dotLottie file: \(String(cString: zip_error_strerror(&error)))")
            }
            // The archive owns the source once opened, and reads from `bytes`, so it is
            // closed before they go.
            defer { zip_discard(archive) }
            let count = zip_get_num_entries(archive, 0)
            guard count >= 0 && count <= Self.maximumEntries else {
                throw SceneError(
                    path: "$", message: "a dotLottie file of \(count) entries, over the limit of \(Self.maximumEntries)"
                )
            }
            var total = 0
            for index in 0..<zip_uint64_t(count) {
                var stat = zip_stat_t()
                guard zip_stat_index(archive, index, 0, &stat) == 0, let cName = stat.name else { continue }
                let name = String(cString: cName)
                if name.hasSuffix("/") { continue }
                let declared = Int(clamping: stat.size)
                guard total + declared <= Self.maximumBytes else {
                    throw SceneError(
                        path: name,
                        message: "the dotLottie file unpacks to over \(Self.maximumBytes >> 20) MiB, the limit")
                }
                guard let file = zip_fopen_index(archive, index, 0) else {
                    throw SceneError(path: name, message: "cannot be read: \(String(cString: zip_strerror(archive)))")
                }
                defer { zip_fclose(file) }
                // Read no more than the entry claims: a forged size cannot make it grow.
                var contents = Data(count: declared)
                let read = contents.withUnsafeMutableBytes { buffer in
                    buffer.count == 0 ? 0 : zip_fread(file, buffer.baseAddress!, zip_uint64_t(buffer.count))
                }
                guard read == declared else {
                    throw SceneError(path: name, message: "is damaged: \(read) of its \(declared) bytes could be read")
                }
                total += declared
                entries[name] = contents
            }
        }
        self.entries = entries
    }

    /// Whether `data` starts as a zip archive does (`PK\3\4`).
    static func isZip(_ data: Data) -> Bool { data.starts(with: [0x50, 0x4B, 0x03, 0x04]) }
}
