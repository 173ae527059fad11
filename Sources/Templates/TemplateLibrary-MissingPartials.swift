import Diagnostics

extension TemplateLibrary {
    /// A `missing_partial` warning for each partial or parent tag that names a template the
    /// library lacks, sorted by file and position.
    ///
    /// Such a tag renders as nothing, as the spec asks, which is rarely what its author meant:
    /// a misspelt name or a file left out of a templates folder would otherwise make pages
    /// lose their header or navigation without a word.
    package var missingPartials: [Diagnostic] {
        var warnings: [Diagnostic] = []
        for template in templates.values {
            let program = template.program
            for (index, step) in program.steps.enumerated() {
                let name: Int
                switch step {
                case .partial(let partial, _): name = partial
                case .parent(let parent, _, _, _): name = parent
                default: continue
                }
                let target = program.names[name]
                guard templates[target] == nil else { continue }
                warnings.append(
                    Diagnostic(
                        .missingPartial,
                        "`\(target)` names no template, so it renders as nothing; expected a file `\(target).mustache` in the templates folder.",
                        file: program.source.name, position: program.position(ofStep: index)))
            }
        }
        return warnings.sorted {
            ($0.file ?? "", $0.position ?? SourcePosition(line: 0, column: 0)) < (
                $1.file ?? "", $1.position ?? SourcePosition(line: 0, column: 0)
            )
        }
    }
}
