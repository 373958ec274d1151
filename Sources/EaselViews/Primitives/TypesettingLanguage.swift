import Foundation

/// Defines how typesetting language is determined for text: automatic, or a language named explicitly.
///
/// On iOS a language of a tall script (Thai, say) makes lines taller. Easel's lines already take their height from
/// the faces that draw them, the fallback faces of such scripts included, so a typesetting language is kept
/// (`\.typesettingLanguage`) and changes nothing in the layout (docs/Decisions.md).
public struct TypesettingLanguage: Equatable, Sendable {
    let language: Locale.Language?

    /// Automatic language behavior: the UI language and preferred languages decide.
    public static let automatic = TypesettingLanguage(language: nil)

    /// Use explicit language.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(language: language)
    }
}

private struct TypesettingLanguageKey: EnvironmentKey {
    static let defaultValue = TypesettingLanguage.automatic
}

extension EnvironmentValues {
    /// The typesetting language `typesettingLanguage(_:isEnabled:)` set.
    package var typesettingLanguage: TypesettingLanguage {
        get { self[TypesettingLanguageKey.self] }
        set { self[TypesettingLanguageKey.self] = newValue }
    }
}

extension View {
    /// Specifies the language for typesetting the text in this view.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// Specifies the language for typesetting the text in this view.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.typesettingLanguage) { if isEnabled { $0 = language } }
    }
}

extension Text {
    /// Specifies the language for typesetting this text: accepted, and changes nothing in Easel (see
    /// `TypesettingLanguage`).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// Specifies the language for typesetting this text: accepted, and changes nothing in Easel (see
    /// `TypesettingLanguage`).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
        self
    }
}
