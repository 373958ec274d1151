import Foundation

/// Defines how typesetting language is determined for text: automatic, or a language named explicitly.
///
/// On iOS a language of a tall script (Thai, say) makes lines taller. Easel's lines already take their height from
/// the faces that draw them, the fallback faces of such scripts included, so a typesetting language is accepted
/// and changes nothing in the layout (docs/Decisions.md).
public struct TypesettingLanguage: Equatable, Sendable {
    let language: Locale.Language?

    /// Automatic language behavior: the UI language and preferred languages decide.
    public static let automatic = TypesettingLanguage(language: nil)

    /// Use explicit language.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(language: language)
    }
}

extension View {
    /// Specifies the language for typesetting the text in this view.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// Specifies the language for typesetting the text in this view: accepted, and changes nothing in Easel (see
    /// `TypesettingLanguage`).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        self
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
