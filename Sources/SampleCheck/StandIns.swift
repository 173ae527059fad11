/// Stand-ins for Apple's UI frameworks where they do not exist (Linux): just the SwiftUI
/// declarations SDK samples and the interface use, with bodies that do nothing, so that samples
/// type-check on a CI machine without an Apple SDK.
///
/// A stand-in is not SwiftUI: it accepts the calls listed below and nothing else, and checks
/// their types, not what they do. It is compiled only when the interface imports `SwiftUI` and
/// the toolchain has none; on Apple platforms the real framework is used.
enum StandIns {
    /// Source of the stand-in modules, by module name.
    static let modules: [String: String] = ["SwiftUI": swiftUI]

    static let swiftUI = """

        public protocol View {
            associatedtype Body: View
            @ViewBuilder var body: Body { get }
        }

        extension Never: View {
            public var body: Never { fatalError() }
        }

        public struct EmptyView: View {
            public init() {}
            public var body: Never { fatalError() }
        }

        public struct TupleView<T>: View {
            public var body: Never { fatalError() }
        }

        public struct AnyView: View {
            public init<V: View>(_ view: V) {}
            public var body: Never { fatalError() }
        }

        @resultBuilder
        public enum ViewBuilder {
            public static func buildBlock() -> EmptyView { EmptyView() }
            public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
            public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
                TupleView()
            }
            public static func buildIf<Content: View>(_ content: Content?) -> AnyView { AnyView(EmptyView()) }
            public static func buildEither<Content: View>(first: Content) -> AnyView { AnyView(first) }
            public static func buildEither<Content: View>(second: Content) -> AnyView { AnyView(second) }
        }

        @propertyWrapper
        @dynamicMemberLookup
        public struct Binding<Value> {
            public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
            public var wrappedValue: Value {
                get { fatalError() }
                nonmutating set {}
            }
            public var projectedValue: Binding<Value> { self }
            public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
        }

        @propertyWrapper
        public struct State<Value> {
            public init(wrappedValue: Value) {}
            public var wrappedValue: Value {
                get { fatalError() }
                nonmutating set {}
            }
            public var projectedValue: Binding<Value> { fatalError() }
        }

        public struct Text: View {
            public init(_ content: String) {}
            public var body: Never { fatalError() }
        }

        public struct Toggle: View {
            public init<Label: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
            public init(_ title: String, isOn: Binding<Bool>) {}
            public var body: Never { fatalError() }
        }

        public struct Button: View {
            public init(_ title: String, action: @escaping () -> Void) {}
            public init<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
            public var body: Never { fatalError() }
        }

        public struct List: View {
            public init<Content: View>(@ViewBuilder content: () -> Content) {}
            public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
                _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
            ) {}
            public var body: Never { fatalError() }
        }

        public struct Section: View {
            public init<Content: View>(@ViewBuilder content: () -> Content) {}
            public init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {}
            public var body: Never { fatalError() }
        }

        public struct ForEach: View {
            public init<Data: RandomAccessCollection, ID: Hashable, Content: View>(
                _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
            ) {}
            public var body: Never { fatalError() }
        }

        public struct NavigationStack: View {
            public init<Content: View>(@ViewBuilder root: () -> Content) {}
            public var body: Never { fatalError() }
        }

        extension View {
            public func navigationTitle(_ title: String) -> some View { self }
            public func task(_ action: @escaping @Sendable () async -> Void) -> some View { self }
            public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
        }
        """
}
