import Locking
import Templates

/// The words the page template itself writes (search, copy, on this page, previous and
/// next, the landmarks' and buttons' labels, the contextual menu), and those the renderer
/// writes (``rendered``), in the page's language:
/// a French page of a Mintlify site reads French throughout, for screen readers too.
///
/// A label that a value follows carries its own punctuation (`languageLabel`, `default`,
/// `permalink`): French puts a narrow no-break space before `:` and `;`, Chinese writes `：`.
enum InterfaceStrings {
    /// The strings for a language code (`fr`, `pt-BR`, `zh-Hans`), the template's and the
    /// renderer's; English when unknown.
    static func strings(for code: String?) -> [String: String] {
        made(tableKey(for: code)).strings
    }

    /// The template value: `{{ui.search}}`, `{{ui.onThisPage}}`, … (the template's words
    /// only: the page's data, and so its render's step allowance, stays the size it needs).
    static func value(for code: String?) -> TemplateValue {
        made(tableKey(for: code)).value
    }

    /// The table a language code reads from: itself, its primary subtag, or a common alias.
    static func tableKey(for code: String?) -> String {
        guard let code else { return "en" }
        let lowered = code.lowercased()
        let primary = String(lowered.prefix { $0 != "-" && $0 != "_" })
        let aliases = ["jp": "ja", "cn": "zh", "kr": "ko", "br": "pt"]
        return [lowered, primary, aliases[primary]].compactMap { $0 }.first { table[$0] != nil } ?? "en"
    }

    /// A language's strings over English (with the renderer's), and its template value.
    private struct Made {
        var strings: [String: String]
        var value: TemplateValue
    }

    /// Each language's strings, made once, when a page first asks for them: a site has a
    /// language or a few, and merging every table cost each build a fifth of a millisecond.
    private static let madeTables = Locked<[String: Made]>([:])

    private static func made(_ key: String) -> Made {
        if let made = madeTables.withLock({ $0[key] }) { return made }
        let merged = table["en"]!.merging(table[key] ?? [:]) { _, own in own }
        let made = Made(
            strings: merged.merging(rendered[key] ?? [:]) { _, word in word },
            value: .object(merged.mapValues(TemplateValue.string)))
        madeTables.withLock { $0[key] = made }
        return made
    }

    private static let table: [String: [String: String]] = [
        "en": [
            "search": "Search the docs", "searchPlaceholder": "Search…", "copyPage": "Copy page", "copy": "Copy",
            "copied": "Copied", "viewMarkdown": "View as Markdown", "onThisPage": "On this page", "previous": "Previous",
            "next": "Next", "noResults": "No results for", "languageLabel": "Language: ", "versionLabel": "Version: ",
            "menu": "Menu", "skip": "Skip to content", "rememberedVersion": "You chose version", "breadcrumbs": "Breadcrumbs",
            "pagination": "Previous and next pages", "announcement": "Announcement", "dismissBanner": "Dismiss the banner",
            "socialLinks": "Social links", "siteLinks": "Site", "searchResults": "Search results",
            "theme": "Switch between light and dark", "documentation": "Documentation", "openIn": "Open in {name}",
            "downloadSpec": "Download OpenAPI spec", "copyCode": "Copy code",
            "docs": "Docs", "required": "required", "deprecated": "deprecated", "default": "Default:",
            "childAttributes": "Child attributes",
        ],
        "fr": [
            "search": "Rechercher dans la documentation", "searchPlaceholder": "Rechercher…", "copyPage": "Copier la page",
            "copy": "Copier", "copied": "Copié", "viewMarkdown": "Voir en Markdown", "onThisPage": "Sur cette page",
            "previous": "Précédent", "next": "Suivant", "noResults": "Aucun résultat pour", "languageLabel": "Langue\u{202F}: ",
            "versionLabel": "Version\u{202F}: ", "menu": "Menu", "skip": "Aller au contenu",
            "rememberedVersion": "Vous avez choisi la version",
            "breadcrumbs": "Fil d’Ariane", "pagination": "Pages précédente et suivante", "announcement": "Annonce",
            "dismissBanner": "Fermer le bandeau", "socialLinks": "Réseaux sociaux", "siteLinks": "Site",
            "searchResults": "Résultats de recherche", "theme": "Basculer entre clair et sombre",
            "documentation": "Documentation", "openIn": "Ouvrir dans {name}",
            "downloadSpec": "Télécharger la spécification OpenAPI", "copyCode": "Copier le code",
            "docs": "Documentation", "required": "obligatoire", "deprecated": "obsolète", "default": "Par défaut\u{202F}:",
            "childAttributes": "Attributs enfants",
        ],
        "es": [
            "search": "Buscar en la documentación", "searchPlaceholder": "Buscar…", "copyPage": "Copiar página",
            "copy": "Copiar", "copied": "Copiado", "viewMarkdown": "Ver como Markdown", "onThisPage": "En esta página",
            "previous": "Anterior", "next": "Siguiente", "noResults": "Sin resultados para", "languageLabel": "Idioma: ",
            "versionLabel": "Versión: ", "menu": "Menú", "skip": "Ir al contenido", "rememberedVersion": "Elegiste la versión",
            "breadcrumbs": "Ruta de navegación", "pagination": "Páginas anterior y siguiente", "announcement": "Anuncio",
            "dismissBanner": "Cerrar el aviso", "socialLinks": "Redes sociales", "siteLinks": "Sitio",
            "searchResults": "Resultados de búsqueda", "theme": "Cambiar entre claro y oscuro", "documentation": "Documentación",
            "openIn": "Abrir en {name}", "downloadSpec": "Descargar la especificación OpenAPI", "copyCode": "Copiar código",
            "docs": "Documentación", "required": "obligatorio", "deprecated": "obsoleto", "default": "Predeterminado:",
            "childAttributes": "Atributos secundarios",
        ],
        "de": [
            "search": "Dokumentation durchsuchen", "searchPlaceholder": "Suchen…", "copyPage": "Seite kopieren",
            "copy": "Kopieren", "copied": "Kopiert", "viewMarkdown": "Als Markdown anzeigen", "onThisPage": "Auf dieser Seite",
            "previous": "Zurück", "next": "Weiter", "noResults": "Keine Ergebnisse für", "languageLabel": "Sprache: ",
            "versionLabel": "Version: ", "menu": "Menü", "skip": "Zum Inhalt springen",
            "rememberedVersion": "Ihre gewählte Version:",
            "breadcrumbs": "Pfadnavigation", "pagination": "Vorherige und nächste Seite", "announcement": "Ankündigung",
            "dismissBanner": "Banner schließen", "socialLinks": "Soziale Netzwerke", "siteLinks": "Website",
            "searchResults": "Suchergebnisse", "theme": "Zwischen hell und dunkel wechseln", "documentation": "Dokumentation",
            "openIn": "In {name} öffnen", "downloadSpec": "OpenAPI-Spezifikation herunterladen", "copyCode": "Code kopieren",
            "docs": "Dokumentation", "required": "erforderlich", "deprecated": "veraltet", "default": "Standard:",
            "childAttributes": "Untergeordnete Attribute",
        ],
        "ja": [
            "search": "ドキュメントを検索", "searchPlaceholder": "検索…", "copyPage": "ページをコピー", "copy": "コピー",
            "copied": "コピーしました", "viewMarkdown": "Markdown で表示", "onThisPage": "このページの内容", "previous": "前へ",
            "next": "次へ", "noResults": "該当する結果がありません:", "languageLabel": "言語: ", "versionLabel": "バージョン: ",
            "menu": "メニュー", "skip": "本文へスキップ", "rememberedVersion": "選択したバージョン:", "breadcrumbs": "パンくずリスト",
            "pagination": "前後のページ", "announcement": "お知らせ", "dismissBanner": "お知らせを閉じる", "socialLinks": "ソーシャルリンク",
            "siteLinks": "サイト", "searchResults": "検索結果", "theme": "ライトとダークを切り替え", "documentation": "ドキュメント",
            "openIn": "{name} で開く", "downloadSpec": "OpenAPI 仕様をダウンロード", "copyCode": "コードをコピー",
            "docs": "ドキュメント", "required": "必須", "deprecated": "非推奨", "default": "デフォルト:", "childAttributes": "子属性",
        ],
        "zh": [
            "search": "搜索文档", "searchPlaceholder": "搜索…", "copyPage": "复制页面", "copy": "复制", "copied": "已复制",
            "viewMarkdown": "以 Markdown 查看", "onThisPage": "本页内容", "previous": "上一页", "next": "下一页",
            "noResults": "没有结果：", "languageLabel": "语言：", "versionLabel": "版本：", "menu": "菜单", "skip": "跳到正文",
            "rememberedVersion": "您选择的版本：",
            "breadcrumbs": "面包屑导航", "pagination": "上一页和下一页", "announcement": "公告", "dismissBanner": "关闭公告", "socialLinks": "社交链接",
            "siteLinks": "网站", "searchResults": "搜索结果", "theme": "切换浅色与深色", "documentation": "文档", "openIn": "在 {name} 中打开",
            "downloadSpec": "下载 OpenAPI 规范", "copyCode": "复制代码",
            "docs": "文档", "required": "必填", "deprecated": "已弃用", "default": "默认值：", "childAttributes": "子属性",
        ],
        "pt": [
            "search": "Pesquisar na documentação", "searchPlaceholder": "Pesquisar…", "copyPage": "Copiar página",
            "copy": "Copiar", "copied": "Copiado", "viewMarkdown": "Ver como Markdown", "onThisPage": "Nesta página",
            "previous": "Anterior", "next": "Próximo", "noResults": "Nenhum resultado para", "languageLabel": "Idioma: ",
            "versionLabel": "Versão: ", "menu": "Menu", "skip": "Ir para o conteúdo",
            "rememberedVersion": "Você escolheu a versão",
            "breadcrumbs": "Trilha de navegação", "pagination": "Páginas anterior e seguinte", "announcement": "Anúncio",
            "dismissBanner": "Fechar o aviso", "socialLinks": "Redes sociais", "siteLinks": "Site",
            "searchResults": "Resultados da pesquisa", "theme": "Alternar entre claro e escuro", "documentation": "Documentação",
            "openIn": "Abrir no {name}", "downloadSpec": "Baixar a especificação OpenAPI", "copyCode": "Copiar código",
            "docs": "Documentação", "required": "obrigatório", "deprecated": "obsoleto", "default": "Padrão:",
            "childAttributes": "Atributos filhos",
        ],
        "ko": [
            "search": "문서 검색", "searchPlaceholder": "검색…", "copyPage": "페이지 복사", "copy": "복사", "copied": "복사됨",
            "viewMarkdown": "Markdown으로 보기", "onThisPage": "이 페이지의 내용", "previous": "이전", "next": "다음",
            "noResults": "결과 없음:", "languageLabel": "언어: ", "versionLabel": "버전: ", "menu": "메뉴", "skip": "본문으로 건너뛰기",
            "rememberedVersion": "선택한 버전:", "breadcrumbs": "이동 경로", "pagination": "이전 및 다음 페이지", "announcement": "공지",
            "dismissBanner": "배너 닫기", "socialLinks": "소셜 링크", "siteLinks": "사이트", "searchResults": "검색 결과",
            "theme": "라이트/다크 모드 전환", "documentation": "문서", "openIn": "{name}에서 열기", "downloadSpec": "OpenAPI 명세 다운로드",
            "copyCode": "코드 복사",
            "docs": "문서", "required": "필수", "deprecated": "사용 중단", "default": "기본값:", "childAttributes": "하위 속성",
        ],
    ]
}
