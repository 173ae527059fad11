import Diagnostics

/// Writes a site-wide file made of sections (``SplicedLayout``). After an earlier build whose
/// layout still describes the output's file, the sections whose hash is unchanged are copied
/// from that file, inside the kernel and unread, and only the others are made; the file is
/// written over its spare, the file the previous commit replaced, so that the disk allocates
/// and frees no block for it. Otherwise the file is made whole.
///
/// An edit of one page changes one section of llms-full.txt and one of a search shard: the
/// rest of each, megabytes at a thousand pages, is neither made again nor read.
enum SplicedFile {
    /// How much of a new file is made before it is written: a few hundred kilobytes, so that a
    /// file of megabytes is neither held whole nor written in thousands of small pieces.
    static let pieceSize = 256 * 1024

    /// One section of the file to write: what it stands for, and the hash of what makes its bytes.
    struct Section: Sendable {
        var key: String
        var hash: ContentHash
    }

    /// Writes `path` from `sections`; returns the layout for the next build, nil when the
    /// file's stamp cannot be taken.
    ///
    /// - Parameter spare: where the file the commit replaces is kept, to be written over next time.
    /// - Parameter sizeHint: the file's likely size, when there is no previous one to go by.
    /// - Parameter append: appends the bytes of the section at a position: called only for the
    ///   sections that are made.
    static func write(
        _ path: String, sections: [Section], previous: SplicedLayout?, spare: SpareFile, sizeHint: Int,
        to output: StagedOutput, append: (Int, inout [UInt8]) -> Void
    ) throws(Diagnostic) -> SplicedLayout? {
        var lengths: [Int] = []
        lengths.reserveCapacity(sections.count)
        if let previous, output.isInPlace, previous.describes("\(output.target)/\(path)") {
            var offsets: [Int] = []
            offsets.reserveCapacity(previous.sections.count)
            var offset = 0
            for section in previous.sections {
                offsets.append(offset)
                offset += section.length
            }
            // Sections are found where they were, by position; by key only once they moved.
            var places: [String: Int]?
            func place(of section: Section, at position: Int) -> (offset: Int, section: SplicedLayout.Section)? {
                if position < previous.sections.count, previous.sections[position].key == section.key {
                    return (offsets[position], previous.sections[position])
                }
                if places == nil {
                    var byKey: [String: Int] = [:]
                    for (position, section) in previous.sections.enumerated() { byKey[section.key] = position }
                    places = byKey
                }
                return places?[section.key].map { (offsets[$0], previous.sections[$0]) }
            }
            var pieces: [StagedOutput.Piece] = []
            for (position, section) in sections.enumerated() {
                if let place = place(of: section, at: position), place.section.hash == section.hash {
                    pieces.append(.existing(offset: place.offset, count: place.section.length))
                    lengths.append(place.section.length)
                } else {
                    var bytes: [UInt8] = []
                    append(position, &bytes)
                    pieces.append(.bytes(bytes))
                    lengths.append(bytes.count)
                }
            }
            try output.write(path, splicing: pieces, spare: spare)
        } else if output.isInPlace {
            var text: [UInt8] = []
            text.reserveCapacity(previous?.size ?? sizeHint)
            for position in sections.indices {
                let start = text.count
                append(position, &text)
                lengths.append(text.count - start)
            }
            // Written before its stamp is taken: a queued write would leave the stamp of an
            // unwritten file, which the next build would not trust.
            try output.writeNow(path, text)
            spare.remove()
        } else {
            // A new output: written as it is made, a piece at a time, one buffer reused.
            try output.writeNow(path) { (write: ([UInt8]) throws(Diagnostic) -> Void) throws(Diagnostic) in
                var piece: [UInt8] = []
                piece.reserveCapacity(min(previous?.size ?? sizeHint, pieceSize) + pieceSize / 4)
                for position in sections.indices {
                    let start = piece.count
                    append(position, &piece)
                    lengths.append(piece.count - start)
                    if piece.count >= pieceSize {
                        try write(piece)
                        piece.removeAll(keepingCapacity: true)
                    }
                }
                try write(piece)
            }
            spare.remove()
        }
        guard let stamp = output.stamp(of: path) else { return nil }
        return SplicedLayout(
            sections: zip(sections, lengths).map { .init(key: $0.key, hash: $0.hash, length: $1) }, size: Int(stamp.size),
            modified: stamp.modified, inode: stamp.inode)
    }
}
