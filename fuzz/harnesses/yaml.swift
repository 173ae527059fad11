// libFuzzer harness: YAMLReader.parse (libyaml's events into the positioned JSON tree) on
// arbitrary bytes. Built by fuzz/run.sh; not part of the SwiftPM package.
//
// Besides not crashing, leaking or hanging, a tree must hold only positions from 1:1 on and
// must survive a round trip through JSON: written with JSONWriter and read back with
// JSONParser, it is the same tree. That checks the number text YAML scalars become.
@testable import Diagnostics
@testable import JSONDocument

@testable import OpenAPI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let node: JSONNode
    do {
        node = try YAMLReader.parse(bytes)
    } catch {
        precondition(error.file == nil)
        if let position = error.position { precondition(position.line >= 1 && position.column >= 1) }
        _ = error.description
        return 0
    }
    checkPositions(node)
    let json = JSONWriter.text(of: node)
    do {
        let again = try JSONParser.parse(json)
        precondition(stripped(again) == stripped(node), "the JSON round trip changed the tree: \(json)")
    } catch {
        preconditionFailure("the tree wrote invalid JSON (\(error)): \(json)")
    }
    return 0
}

private func checkPositions(_ node: JSONNode) {
    var pending = [node]
    while let next = pending.popLast() {
        precondition(next.position.line >= 1 && next.position.column >= 1)
        switch next.value {
        case .array(let elements): pending += elements
        case .object(let members):
            for member in members {
                precondition(member.keyPosition.line >= 1 && member.keyPosition.column >= 1)
                pending.append(member.node)
            }
        default: break
        }
    }
}

private func stripped(_ node: JSONNode) -> JSONNode {
    let origin = SourcePosition(line: 1, column: 1)
    switch node.value {
    case .array(let elements): return JSONNode(.array(elements.map(stripped)), at: origin)
    case .object(let members):
        return JSONNode(
            .object(members.map { JSONMember(key: $0.key, keyPosition: origin, node: stripped($0.node)) }), at: origin)
    default: return JSONNode(node.value, at: origin)
    }
}
