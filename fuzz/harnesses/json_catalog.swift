// libFuzzer harness: PreferenceLoader.load(_:file:expecting: .catalog) on arbitrary bytes.
// Built by fuzz/run.sh; not part of the SwiftPM package.
@testable import PreferenceModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = PreferenceLoader.load(bytes, file: "fuzz/catalog.json", expecting: .catalog)
    // Every diagnostic must render as text; a loaded document must hash.
    for diagnostic in result.diagnostics { _ = diagnostic.description }
    if let document = result.document { _ = document.hashValue }
    return 0
}
