import HTMLQuery
import PreferenceModel
import ScreenPreview
import Testing

@Suite("The phone frame: device sizes, full length, chrome")
struct PhoneFrameTests {
    private let catalog = Catalog(topics: [topic("a", category: "C", [("push", true)])])

    private func phone(_ options: ScreenOptions = ScreenOptions(), screen: PreferenceScreen? = nil) -> String {
        var buffer = HTMLBufferProxy()
        return buffer.phone(screen ?? PreferenceScreen(catalog: catalog), options: options)
    }

    @Test("the default phone is the iPhone 15 / 16, as tall as the device")
    func defaultDevice() throws {
        let root = Element.parse(phone())
        let frame = try #require(root.first("class", "ios-phone"))
        #expect(frame["data-device"] == "393")
        #expect(frame["data-length"] == nil)
        #expect(Device.standard.width == 393 && Device.standard.height == 852)
    }

    @Test("full length and another device show in the frame's attributes")
    func fullLengthAndDevice() throws {
        let se = try #require(Device(named: "375x667"))
        let root = Element.parse(phone(ScreenOptions(device: se, fullLength: true)))
        let frame = try #require(root.first("class", "ios-phone"))
        #expect(frame["data-device"] == "375x667")
        #expect(frame["data-length"] == "full")
    }

    @Test(
        "a device is named by its toolbar value or its width×height",
        arguments: [
            ("393", 393, 852), ("393x852", 393, 852), ("375", 375, 667), ("375x667", 375, 667), ("375X812", 375, 812),
            ("402", 402, 874), ("430", 430, 932), ("440x956", 440, 956),
        ])
    func named(text: String, width: Int, height: Int) throws {
        let device = try #require(Device(named: text))
        #expect(device.width == width && device.height == height)
    }

    @Test("an unknown size names no device", arguments: ["390", "393x800", "", "x", "wide"])
    func unknown(text: String) {
        #expect(Device(named: text) == nil)
    }

    @Test("every device of IOS-LOOK.md, each with its own value")
    func allDevices() {
        #expect(
            Device.allCases.map { "\($0.width)x\($0.height)" } == [
                "375x667", "375x812", "393x852", "402x874", "430x932", "440x956",
            ])
        #expect(Set(Device.acceptedValues).count == Device.allCases.count)
        #expect(Device.allCases.map(\.top) == [20, 50, 59, 62, 59, 62])
        #expect(Device.allCases.map(\.bottom) == [0, 34, 34, 34, 34, 34])
    }

    @Test("the stylesheet sizes every device the toolbar can name")
    func stylesheetKnowsEveryDevice() {
        for device in Device.allCases where device != .standard {
            #expect(ScreenAssets.stylesheet.contains("[data-device=\"\(device.value)\"]"), "\(device.value)")
            #expect(ScreenAssets.stylesheet.contains("--ios-phone-height: \(device.height)px"), "\(device.value)")
        }
        #expect(ScreenAssets.stylesheet.contains("--ios-phone-height: 852px"))
    }

    @Test("status bar, navigation bar, a scrolling list with the large title, a home indicator")
    func chrome() throws {
        let root = Element.parse(phone())
        let scroll = try #require(root.first("data-scroll"))
        #expect(scroll.first("class", "ios-nav-title")?.text == "Notifications")
        #expect(scroll.first("data-screen", "preferences") != nil, "the list scrolls inside the screen")
        #expect(root.first("class", "ios-nav-inline")?["aria-hidden"] == "true", "the inline title is not read twice")
        #expect(root.first("class", "ios-home-indicator") != nil)
        #expect(root.first("class", "ios-statusbar")?["aria-hidden"] == "true")
    }

    @Test("the script draws the loading state with the same spoked activity indicator as the page")
    func activityIndicatorMatches() throws {
        let html = phone(screen: PreferenceScreen(catalog: catalog).showing(.loading))
        let start = try #require(html.range(of: "<svg class=\"ios-activity\""))
        let end = try #require(html.range(of: "</svg>", range: start.upperBound..<html.endIndex))
        let svg = String(html[start.lowerBound..<end.upperBound])
        #expect(svg.components(separatedBy: "<path").count - 1 == 8, "eight spokes")
        #expect(ScreenAssets.script.contains(svg))
    }

    @Test("the catalog's language is the screen's lang; without one the page's stays")
    func language() throws {
        var german = catalog
        german.language = "de"
        let screen = try #require(
            Element.parse(phone(screen: PreferenceScreen(catalog: german))).first("data-screen", "preferences"))
        #expect(screen["lang"] == "de")
        let plain = try #require(Element.parse(phone()).first("data-screen", "preferences"))
        #expect(plain["lang"] == nil)
    }
}
