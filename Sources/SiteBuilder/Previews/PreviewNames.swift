import Diagnostics

/// How catalogs and states are named in the previews' URLs, and the check that no two files
/// take one name: `content/catalogs` and `content/states` are read with their subfolders, so
/// a file's name alone would let `catalogs/a/x.json` and `catalogs/b/x.json` write the same
/// pages, the last silently winning.
enum PreviewNames {
    /// Page names a state cannot take: the never-chose screen and the gallery's pages sit in
    /// the same folder (`gallery-2.html` and on as a gallery grows).
    private static func isReserved(stateID id: String) -> Bool {
        if id == "index" || id == "gallery" { return true }
        guard id.hasPrefix("gallery-") else { return false }
        let number = id.dropFirst("gallery-".count)
        return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
    }

    /// `file`'s path under `folder` without `.json`, its folders joined with `-`; a file at
    /// the top of `folder` keeps its name, so flat content keeps its URLs, and a file
    /// elsewhere (a screen the docs draw) is named by its file name alone.
    ///
    /// Worked out on the path's bytes: by characters (a prefix, a count, a split and a join),
    /// naming a site's hundreds of states cost more than reading them.
    static func id(of file: String, under folder: String) -> String {
        let path = Array(file.utf8)
        let slash = UInt8(ascii: "/")
        var start = 0
        let prefix = folder.utf8.count
        if path.count > prefix, path[prefix] == slash, path.starts(with: folder.utf8) {
            start = prefix + 1
        } else if let last = path.lastIndex(of: slash) {
            start = last + 1
        }
        var end = path.count
        if end - start >= 5, path[(end - 5)..<end].elementsEqual(".json".utf8) { end -= 5 }
        return String(decoding: path[start..<end].map { $0 == slash ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }

    /// An error for each catalog or state whose name an earlier file (in path order) already
    /// has, or that a page of its own catalog's folder has.
    static func clashes(_ catalogs: [CatalogEntry], _ states: [StateEntry], content: String) -> [Diagnostic] {
        var errors: [Diagnostic] = []
        var catalogFiles: [String: String] = [:]
        for entry in catalogs {
            if let other = catalogFiles[entry.id] {
                errors.append(
                    Diagnostic(
                        .duplicatePreviewPath,
                        "Both \(other) and \(entry.file) become the previews previews/\(entry.id)/; expected one catalog per name.",
                        file: "\(content)/\(entry.file)"))
            } else {
                catalogFiles[entry.id] = entry.file
            }
        }
        var stateFiles: [String: String] = [:]
        for entry in states {
            if let other = stateFiles[entry.id] {
                errors.append(
                    Diagnostic(
                        .duplicatePreviewPath,
                        "Both \(other) and \(entry.file) become the preview pages CATALOG/\(entry.id).html; expected one state per name.",
                        file: "\(content)/\(entry.file)"))
            } else if isReserved(stateID: entry.id) {
                errors.append(
                    Diagnostic(
                        .duplicatePreviewPath,
                        "\(entry.file) would replace each catalog's \(entry.id).html page; expected a state named other than index or gallery.",
                        file: "\(content)/\(entry.file)"))
            } else {
                stateFiles[entry.id] = entry.file
            }
        }
        return errors
    }
}
