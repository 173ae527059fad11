// libFuzzer harness: the front-matter parser (FrontMatterParser.split) on arbitrary bytes.
// Built by fuzz/run.sh; not part of the SwiftPM package.
@testable import Docs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let split = try FrontMatterParser.split(bytes, file: "fuzz.md")
        precondition(split.bodyRange.lowerBound >= 0 && split.bodyRange.upperBound <= bytes.count)
        precondition(split.bodyFirstLine >= 1)
        _ = split.frontMatter.title
    } catch {
        _ = "\(error)"
    }
    return 0
}
