/// An iPhone screen the preview draws: its size in points and the safe areas its status bar and
/// home indicator leave (IOS-LOOK.md, Devices).
///
/// The toolbar and the command line name a device by ``value``: the width alone where one width
/// means one device (`393`), width×height where it does not (`375x667` and `375x812`), so the
/// value works as it is in a URL.
package struct Device: Sendable, Hashable, CaseIterable {
    /// What cuts into the top of the screen, drawn behind the status bar.
    package enum Cutout: String, Sendable {
        /// The SE: a plain status bar, a home button below the screen.
        case none
        /// The notch of the 13 mini.
        case notch
        /// The Dynamic Island.
        case island
    }

    /// The toolbar's and the URL's name for the device.
    package var value: String
    /// The models with this screen, as the toolbar lists them.
    package var name: String
    package var width: Int
    package var height: Int
    /// The status bar's height (the top safe area).
    package var top: Int
    /// The home indicator's area (the bottom safe area); 0 on a phone with a home button.
    package var bottom: Int
    package var cutout: Cutout

    /// iPhone 15 / 16: the default.
    package static let standard = Device(
        value: "393", name: "iPhone 15 / 16", width: 393, height: 852, top: 59, bottom: 34, cutout: .island)

    package static let allCases: [Device] = [
        Device(value: "375x667", name: "iPhone SE", width: 375, height: 667, top: 20, bottom: 0, cutout: .none),
        Device(value: "375x812", name: "iPhone 13 mini", width: 375, height: 812, top: 50, bottom: 34, cutout: .notch),
        standard,
        Device(value: "402", name: "iPhone 16 Pro", width: 402, height: 874, top: 62, bottom: 34, cutout: .island),
        Device(value: "430", name: "iPhone 16 Plus", width: 430, height: 932, top: 59, bottom: 34, cutout: .island),
        Device(value: "440", name: "iPhone 16 Pro Max", width: 440, height: 956, top: 62, bottom: 34, cutout: .island),
    ]

    /// The device a toolbar value or a `--width` argument names: its ``value`` (`393`,
    /// `375x667`), or any device's `WIDTHxHEIGHT`; a bare `375` is the SE, the smaller of the two.
    package init?(named text: String) {
        let lowered = text.lowercased()
        if lowered == "375" {
            self = Device.allCases[0]
            return
        }
        guard let match = Device.allCases.first(where: { $0.value == lowered || "\($0.width)x\($0.height)" == lowered })
        else { return nil }
        self = match
    }

    /// The values a `--width` argument accepts, for a usage message.
    package static var acceptedValues: [String] { allCases.map(\.value) }

    private init(value: String, name: String, width: Int, height: Int, top: Int, bottom: Int, cutout: Cutout) {
        self.value = value
        self.name = name
        self.width = width
        self.height = height
        self.top = top
        self.bottom = bottom
        self.cutout = cutout
    }
}
