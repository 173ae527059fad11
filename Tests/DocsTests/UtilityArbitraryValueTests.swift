import Docs
import Testing

@Suite("Utility classes with arbitrary values")
struct UtilityArbitraryValueTests {
    @Test("a huge or odd arbitrary value makes no rule and no crash")
    func outOfRange() {
        for name in [
            "w-[99999999999999999999px]", "w-[-99999999999999999999px]", "mt-[1000000px]", "h-[1e400px]",
            "w-[nanpx]", "-mt-[99999999999999999999rem]",
        ] {
            #expect(!UtilityCSS.isKnown(name), "\(name)")
            #expect(!UtilityCSS.stylesheet(for: [name]).contains("{"), "\(name)")
        }
    }

    @Test("arbitrary values in range keep their number")
    func inRange() {
        let css = UtilityCSS.stylesheet(for: ["w-[999999px]", "mt-[1.5rem]"])
        #expect(css.contains("999999px"))
        #expect(css.contains("1.5rem"))
    }
}
