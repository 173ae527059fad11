import Templates

/// The words the page template itself writes (search, copy, on this page, previous and
/// next), in the page's language: a French page of a Mintlify site reads French throughout.
enum InterfaceStrings {
    /// The strings for a language code (`fr`, `pt-BR`, `zh-Hans`); English when unknown.
    static func strings(for code: String?) -> [String: String] {
        merged[tableKey(for: code)] ?? merged["en"]!
    }

    /// The template value: `{{ui.search}}`, `{{ui.onThisPage}}`, …
    static func value(for code: String?) -> TemplateValue {
        values[tableKey(for: code)] ?? values["en"]!
    }

    /// The table a language code reads from: itself, its primary subtag, or a common alias.
    private static func tableKey(for code: String?) -> String {
        guard let code else { return "en" }
        let lowered = code.lowercased()
        let primary = String(lowered.prefix { $0 != "-" && $0 != "_" })
        let aliases = ["jp": "ja", "cn": "zh", "kr": "ko", "br": "pt"]
        return [lowered, primary, aliases[primary]].compactMap { $0 }.first { table[$0] != nil } ?? "en"
    }

    /// Each language's strings over English, made once: every page asks for one of them.
    private static let merged: [String: [String: String]] = table.mapValues { own in
        table["en"]!.merging(own) { _, own in own }
    }
    private static let values: [String: TemplateValue] = merged.mapValues { .object($0.mapValues(TemplateValue.string)) }

    private static let table: [String: [String: String]] = [
        "en": [
            "search": "Search the docs", "searchPlaceholder": "Search…", "copyPage": "Copy page", "copy": "Copy",
            "copied": "Copied", "viewMarkdown": "View as Markdown", "onThisPage": "On this page", "previous": "Previous",
            "next": "Next", "noResults": "No results for", "language": "Language", "version": "Version",
            "menu": "Menu", "skip": "Skip to content", "rememberedVersion": "You chose version",
        ],
        "fr": [
            "search": "Rechercher dans la documentation", "searchPlaceholder": "Rechercher…", "copyPage": "Copier la page",
            "copy": "Copier", "copied": "Copié", "viewMarkdown": "Voir en Markdown", "onThisPage": "Sur cette page",
            "previous": "Précédent", "next": "Suivant", "noResults": "Aucun résultat pour", "language": "Langue",
            "version": "Version", "menu": "Menu", "skip": "Aller au contenu", "rememberedVersion": "Vous avez choisi la version",
        ],
        "es": [
            "search": "Buscar en la documentación", "searchPlaceholder": "Buscar…", "copyPage": "Copiar página",
            "copy": "Copiar", "copied": "Copiado", "viewMarkdown": "Ver como Markdown", "onThisPage": "En esta página",
            "previous": "Anterior", "next": "Siguiente", "noResults": "Sin resultados para", "language": "Idioma",
            "version": "Versión", "menu": "Menú", "skip": "Ir al contenido", "rememberedVersion": "Elegiste la versión",
        ],
        "de": [
            "search": "Dokumentation durchsuchen", "searchPlaceholder": "Suchen…", "copyPage": "Seite kopieren",
            "copy": "Kopieren", "copied": "Kopiert", "viewMarkdown": "Als Markdown anzeigen", "onThisPage": "Auf dieser Seite",
            "previous": "Zurück", "next": "Weiter", "noResults": "Keine Ergebnisse für", "language": "Sprache",
            "version": "Version", "menu": "Menü", "skip": "Zum Inhalt springen", "rememberedVersion": "Ihre gewählte Version:",
        ],
        "ja": [
            "search": "ドキュメントを検索", "searchPlaceholder": "検索…", "copyPage": "ページをコピー", "copy": "コピー",
            "copied": "コピーしました", "viewMarkdown": "Markdown で表示", "onThisPage": "このページの内容", "previous": "前へ",
            "next": "次へ", "noResults": "該当する結果がありません:", "language": "言語", "version": "バージョン",
            "menu": "メニュー", "skip": "本文へスキップ", "rememberedVersion": "選択したバージョン:",
        ],
        "zh": [
            "search": "搜索文档", "searchPlaceholder": "搜索…", "copyPage": "复制页面", "copy": "复制", "copied": "已复制",
            "viewMarkdown": "以 Markdown 查看", "onThisPage": "本页内容", "previous": "上一页", "next": "下一页",
            "noResults": "没有结果：", "language": "语言", "version": "版本", "menu": "菜单", "skip": "跳到正文", "rememberedVersion": "您选择的版本：",
        ],
        "pt": [
            "search": "Pesquisar na documentação", "searchPlaceholder": "Pesquisar…", "copyPage": "Copiar página",
            "copy": "Copiar", "copied": "Copiado", "viewMarkdown": "Ver como Markdown", "onThisPage": "Nesta página",
            "previous": "Anterior", "next": "Próximo", "noResults": "Nenhum resultado para", "language": "Idioma",
            "version": "Versão", "menu": "Menu", "skip": "Ir para o conteúdo", "rememberedVersion": "Você escolheu a versão",
        ],
        "ko": [
            "search": "문서 검색", "searchPlaceholder": "검색…", "copyPage": "페이지 복사", "copy": "복사", "copied": "복사됨",
            "viewMarkdown": "Markdown으로 보기", "onThisPage": "이 페이지의 내용", "previous": "이전", "next": "다음",
            "noResults": "결과 없음:", "language": "언어", "version": "버전", "menu": "메뉴", "skip": "본문으로 건너뛰기",
            "rememberedVersion": "선택한 버전:",
        ],
    ]
}
