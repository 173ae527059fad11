import Diagnostics

/// The errors of a render that passes one of its limits, each at the tag it reached, in the
/// file of the template holding that tag.
extension TemplateRenderer {
    /// Past ``TemplateLimits/maximumDepth``: the outermost partial or parent that is expanded
    /// again inside itself (`recursive_partial`), else the outermost block override that is
    /// (`recursive_block`), else plain nesting (`nesting_too_deep`) at the tag that went too deep.
    func tooDeep(at index: Int, of program: TemplateProgram) -> Diagnostic {
        var chain = root.map { [$0.name] } ?? []
        var blocks: Set<String> = []
        for expansion in expansions {
            let tag = expansion.program
            switch tag.steps[expansion.step] {
            case .partial(let name, _), .parent(let name, _, _, _):
                let target = tag.names[name]
                let repeated = chain.contains(target)
                chain.append(target)
                guard repeated else { continue }
                return error(
                    .recursivePartial, at: expansion,
                    "`\(target)` is included inside itself more than \(TemplateLimits.maximumDepth) levels deep (\(chain.joined(separator: " → "))); expected a partial that stops including itself when its data runs out, such as one included inside `{{#children}}`."
                )
            case .block(let name, _, _):
                let block = tag.names[name]
                guard blocks.insert(block).inserted else {
                    return error(
                        .recursiveBlock, at: expansion,
                        "The block `\(block)` is filled with an override that holds the block `\(block)` again, more than \(TemplateLimits.maximumDepth) levels deep; expected an override that does not hold its own block."
                    )
                }
            default:
                continue
            }
        }
        return error(
            .nestingTooDeep, at: Expansion(program: program, step: index),
            "Sections, partials, parents and blocks are nested more than \(TemplateLimits.maximumDepth) levels deep here; expected at most \(TemplateLimits.maximumDepth)."
        )
    }

    /// Past the step limit: `template_render_too_long`.
    func tooLong(at index: Int, of program: TemplateProgram) -> Diagnostic {
        error(
            .templateRenderTooLong, at: Expansion(program: program, step: index),
            "Rendering `\(root?.name ?? program.name)` took more than \(limits.steps) steps by this tag, the limit for its data; \(Self.expectation)"
        )
    }

    /// Past the output limit: `template_output_too_large`.
    func tooLarge(at index: Int, of program: TemplateProgram) -> Diagnostic {
        error(
            .templateOutputTooLarge, at: Expansion(program: program, step: index),
            "Rendering `\(root?.name ?? program.name)` made more than \(limits.outputBytes) bytes of output by this tag, the limit for its data; \(Self.expectation)"
        )
    }

    private static let expectation =
        "expected work that grows with the data, not sections over the same list inside one another or a partial included twice inside itself."

    /// An error at `tag`, with the partials, parents and blocks that led there as its hint
    /// (its middle left out when long).
    private func error(_ code: DiagnosticCode, at tag: Expansion, _ message: String) -> Diagnostic {
        // Only the includes shown are located: finding a tag's line reads its template up to it.
        let path = expansions.prefix { $0.program !== tag.program || $0.step != tag.step }
        let route =
            path.count > 6
            ? path.prefix(3).map(\.location) + ["…"] + path.suffix(2).map(\.location) : path.map(\.location)
        return Diagnostic(
            code, message, file: tag.program.source.name, position: tag.program.position(ofStep: tag.step),
            hint: route.isEmpty ? nil : "Reached through \(route.joined(separator: " → "))."
        )
    }
}

extension TemplateRenderer.Expansion {
    /// `file:line:col` of the tag.
    var location: String {
        "\(program.source.name):\(program.position(ofStep: step))"
    }
}
