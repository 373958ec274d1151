import EaselGraphics
import EaselLayout
import Foundation

// Alerts and confirmation dialogs, drawn as iOS 17 draws them on iPhone (docs/Decisions.md, "Alerts"): an alert
// is a 270-point box with 14-point corners centered on the dimmed screen, its title in 17-point semibold and its
// message in 13-point, centered, over 44-point buttons side by side when two fit, else stacked; a confirmation
// dialog is an action sheet at the bottom of the screen, its buttons 57 points tall in 20-point text, its cancel
// button on a card of its own. Every button ends the presentation after its action.

extension View {
    /// Presents an alert when a given condition is true, using a localized string key for the title.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentAlert(Text(titleKey), isPresented: isPresented, buttons: AlertButton.buttons(in: actions()), message: nil)
    }

    /// Presents an alert when a given condition is true, using a string variable as a title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentAlert(Text(title), isPresented: isPresented, buttons: AlertButton.buttons(in: actions()), message: nil)
    }

    /// Presents an alert when a given condition is true, using a text view for the title.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentAlert(title, isPresented: isPresented, buttons: AlertButton.buttons(in: actions()), message: nil)
    }

    /// Presents an alert with a message when a given condition is true, using a localized string key for a title.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentAlert(Text(titleKey), isPresented: isPresented, buttons: AlertButton.buttons(in: actions()), message: AnyView(message()))
    }

    /// Presents an alert with a message when a given condition is true, using a string variable as a title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentAlert(Text(title), isPresented: isPresented, buttons: AlertButton.buttons(in: actions()), message: AnyView(message()))
    }

    /// Presents an alert with a message when a given condition is true, using a text view as a title.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentAlert(title, isPresented: isPresented, buttons: AlertButton.buttons(in: actions()), message: AnyView(message()))
    }

    /// Presents an alert using the given data to produce the alert's content and a localized string key for a title.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentAlert(Text(titleKey), isPresented: isPresented, data: data, buttons: { AlertButton.buttons(in: actions($0)) }, message: { _ in nil })
    }

    /// Presents an alert using the given data to produce the alert's content and a string variable as a title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentAlert(Text(title), isPresented: isPresented, data: data, buttons: { AlertButton.buttons(in: actions($0)) }, message: { _ in nil })
    }

    /// Presents an alert using the given data to produce the alert's content and a text view as a title.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentAlert(title, isPresented: isPresented, data: data, buttons: { AlertButton.buttons(in: actions($0)) }, message: { _ in nil })
    }

    /// Presents an alert with a message using the given data, with a localized string key for a title.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentAlert(Text(titleKey), isPresented: isPresented, data: data, buttons: { AlertButton.buttons(in: actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents an alert with a message using the given data, with a string variable as a title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentAlert(Text(title), isPresented: isPresented, data: data, buttons: { AlertButton.buttons(in: actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents an alert with a message using the given data, with a text view as a title.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentAlert(title, isPresented: isPresented, data: data, buttons: { AlertButton.buttons(in: actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents an alert when an error is present: its title is the error's description.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        let buttons = AlertButton.buttons(in: actions())
        return presentAlert(
            Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented, data: error, buttons: { _ in buttons },
            message: { _ in nil })
    }

    /// Presents an alert with a message when an error is present.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        presentAlert(
            Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented, data: error,
            buttons: { AlertButton.buttons(in: actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents an alert to the user.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presentAlert(
            alert.title, isPresented: isPresented, buttons: alert.buttons.map(AlertButton.init),
            message: alert.message.map { AnyView($0) })
    }

    /// Presents an alert to the user, made from an item.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return modifier(PresentingModifier(
            kind: .alert, title: alert?.title.plainText, isPresented: alert != nil,
            dismiss: { item.wrappedValue = nil },
            layer: {
                AnyView(AlertBox(
                    title: alert?.title, message: alert?.message.map { AnyView($0) },
                    buttons: alert?.buttons.map(AlertButton.init) ?? [], dismiss: { item.wrappedValue = nil }))
            }))
    }

    /// The alert modifiers' common form: a title, buttons and a message, presented while the binding is true.
    fileprivate func presentAlert(_ title: Text, isPresented: Binding<Bool>, buttons: [AlertButton], message: AnyView?) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        return modifier(PresentingModifier(
            kind: .alert, title: title.plainText, isPresented: isPresented.wrappedValue, dismiss: dismiss,
            layer: { AnyView(AlertBox(title: title, message: message, buttons: buttons, dismiss: dismiss)) }))
    }

    /// Alerts that present data: shown only while the binding is true and the data is there (as in SwiftUI).
    fileprivate func presentAlert<T>(
        _ title: Text, isPresented: Binding<Bool>, data: T?, buttons: (T) -> [AlertButton], message: (T) -> AnyView?
    ) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        let made = data.map { (buttons($0), message($0)) }
        return modifier(PresentingModifier(
            kind: .alert, title: title.plainText, isPresented: isPresented.wrappedValue && made != nil, dismiss: dismiss,
            layer: { AnyView(AlertBox(title: title, message: made?.1, buttons: made?.0 ?? [], dismiss: dismiss)) }))
    }
}

/// A separator between an alert's or a dialog's parts: a hairline at every Dynamic Type size, as UIKit draws it
/// (a `Divider` thickens at the accessibility sizes).
struct AlertSeparator: View {
    @Environment(\.pixelLength) private var hairline

    var body: some View {
        Rectangle().fill(Color.separator).frame(height: hairline)
    }
}

/// An alert: the title and message, then the buttons, in a 270-point box ("Alert", "Alert.title",
/// "Alert.button.<label>" for tests and taps).
struct AlertBox: View {
    let title: Text?
    let message: AnyView?
    let buttons: [AlertButton]
    let dismiss: () -> Void
    @Environment(\.pixelLength) private var hairline

    /// The buttons in the order iOS shows them: with two side by side the cancel button leads; stacked, it ends.
    private var ordered: (sideBySide: [AlertButton], stacked: [AlertButton]) {
        let list = buttons.isEmpty ? [AlertButton(label: AnyView(Text("OK")), title: "OK", role: nil, action: {})] : buttons
        let cancel = list.filter { $0.role == .cancel }, others = list.filter { $0.role != .cancel }
        return (cancel + others, others + cancel)
    }

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: 2) {
                if let title {
                    title.font(.system(size: 17, weight: .semibold)).accessibilityIdentifier("Alert.title")
                }
                if let message {
                    message.font(.system(size: 13))
                }
            }
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .padding(.horizontal, 16)
            .padding(.vertical, 19)
            AlertSeparator()
            let order = ordered
            if order.sideBySide.count == 2 {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 0) {
                        button(order.sideBySide[0], minWidth: 135)
                        button(order.sideBySide[1], minWidth: 135)
                            .overlay(alignment: .leading) { Rectangle().fill(Color.separator).frame(width: hairline) }
                    }
                    stacked(order.stacked)
                }
            } else {
                stacked(order.stacked)
            }
        }
        .frame(width: 270)
        .background(Color.alertMaterial, in: RoundedRectangle(cornerRadius: 14))
        .accessibilityIdentifier("Alert")
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .ignoresSafeArea()
    }

    private func stacked(_ buttons: [AlertButton]) -> some View {
        VStack(spacing: 0) {
            ForEach(Array(buttons.enumerated()), id: \.offset) { index, item in
                if index > 0 { AlertSeparator() }
                button(item, minWidth: 0)
            }
        }
    }

    private func button(_ item: AlertButton, minWidth: CGFloat) -> some View {
        PresentedActionButton(
            item: item, dismiss: dismiss, fontSize: 17, minHeight: 44, padding: 8, minWidth: minWidth, identifier: "Alert")
    }
}

/// One action of an alert or dialog: its label in the presentation's size (semibold for cancel, red for a
/// destructive role), the whole row tappable; a tap runs the action, then ends the presentation.
struct PresentedActionButton: View {
    let item: AlertButton
    let dismiss: () -> Void
    let fontSize: CGFloat
    let minHeight: CGFloat
    let padding: CGFloat
    var minWidth: CGFloat = 0
    /// "Alert" or "Dialog": the button is "<identifier>.button.<title>".
    let identifier: String

    var body: some View {
        let item = item, dismiss = dismiss
        Button(role: item.role) {
            item.action()
            dismiss()
        } label: {
            item.label
                .font(.system(size: fontSize, weight: item.role == .cancel ? .semibold : .regular))
                .lineLimit(1)
                .padding(.horizontal, padding)
                .frame(minWidth: minWidth, maxWidth: .infinity, minHeight: minHeight)
                .contentShape(Rectangle())
        }
        .accessibilityIdentifier("\(identifier).button.\(item.title ?? "")")
    }
}

// MARK: Confirmation dialogs

extension View {
    /// Presents a confirmation dialog when a given condition is true, using a localized string key for the title.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        presentDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, buttons: AlertButton.buttons(in: actions()), message: nil)
    }

    /// Presents a confirmation dialog when a given condition is true, using a string variable as a title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, buttons: AlertButton.buttons(in: actions()), message: nil)
    }

    /// Presents a confirmation dialog when a given condition is true, using a text view for the title.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, buttons: AlertButton.buttons(in: actions()), message: nil)
    }

    /// Presents a confirmation dialog with a message, using a localized string key for the title.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, buttons: AlertButton.buttons(in: actions()), message: AnyView(message()))
    }

    /// Presents a confirmation dialog with a message, using a string variable for the title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, buttons: AlertButton.buttons(in: actions()), message: AnyView(message()))
    }

    /// Presents a confirmation dialog with a message, using a text view for the title.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, buttons: AlertButton.buttons(in: actions()), message: AnyView(message()))
    }

    /// Presents a confirmation dialog using data to produce the dialog's content and a localized string key title.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, data: data, buttons: { AlertButton.buttons(in: actions($0)) }, message: { _ in nil })
    }

    /// Presents a confirmation dialog using data to produce the dialog's content and a string variable title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, data: data, buttons: { AlertButton.buttons(in: actions($0)) }, message: { _ in nil })
    }

    /// Presents a confirmation dialog using data to produce the dialog's content and a text view title.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, data: data, buttons: { AlertButton.buttons(in: actions($0)) }, message: { _ in nil })
    }

    /// Presents a confirmation dialog with a message using data, and a localized string key title.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, data: data, buttons: { AlertButton.buttons(in: actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents a confirmation dialog with a message using data, and a string variable title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, data: data, buttons: { AlertButton.buttons(in: actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents a confirmation dialog with a message using data, and a text view title.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, data: data, buttons: { AlertButton.buttons(in: actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents an action sheet when a given condition is true.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return presentDialog(
            sheet.title, isPresented: isPresented, titleVisibility: .visible, buttons: sheet.buttons.map(AlertButton.init),
            message: sheet.message.map { AnyView($0) })
    }

    /// Presents an action sheet using the given item as a data source for the sheet's content.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead.")
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        let dismiss = { item.wrappedValue = nil }
        return modifier(PresentingModifier(
            kind: .confirmationDialog, title: sheet?.title.plainText, isPresented: sheet != nil, dismiss: dismiss,
            layer: {
                AnyView(DialogBox(
                    title: sheet?.title, message: sheet?.message.map { AnyView($0) },
                    buttons: sheet?.buttons.map(AlertButton.init) ?? [], dismiss: dismiss))
            }))
    }

    fileprivate func presentDialog(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, buttons: [AlertButton], message: AnyView?
    ) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        let shownTitle = titleVisibility == .visible ? title : nil
        return modifier(PresentingModifier(
            kind: .confirmationDialog, title: title.plainText, isPresented: isPresented.wrappedValue, dismiss: dismiss,
            layer: { AnyView(DialogBox(title: shownTitle, message: message, buttons: buttons, dismiss: dismiss)) }))
    }

    fileprivate func presentDialog<T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, data: T?,
        buttons: (T) -> [AlertButton], message: (T) -> AnyView?
    ) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        let made = data.map { (buttons($0), message($0)) }
        let shownTitle = titleVisibility == .visible ? title : nil
        return modifier(PresentingModifier(
            kind: .confirmationDialog, title: title.plainText, isPresented: isPresented.wrappedValue && made != nil,
            dismiss: dismiss,
            layer: { AnyView(DialogBox(title: shownTitle, message: made?.1, buttons: made?.0 ?? [], dismiss: dismiss)) }))
    }
}

/// A confirmation dialog, as iOS's action sheet: the title (when visible) and message in 13-point secondary text
/// over the actions in 57-point rows, on a card 8 points from the screen's sides; the cancel action (iOS adds one
/// when none is given) on a card of its own 8 points below; all just above the home indicator ("Dialog",
/// "Dialog.button.<label>").
struct DialogBox: View {
    let title: Text?
    let message: AnyView?
    let buttons: [AlertButton]
    let dismiss: () -> Void
    @Environment(\.presentationModel) private var model

    var body: some View {
        let actions = buttons.filter { $0.role != .cancel }
        let cancel = buttons.first { $0.role == .cancel }
            ?? AlertButton(label: AnyView(Text("Cancel")), title: "Cancel", role: .cancel, action: {})
        let bottom = model?.insets.bottom ?? 0
        VStack(spacing: 8) {
            VStack(spacing: 0) {
                if title != nil || message != nil {
                    VStack(spacing: 4) {
                        if let title { title.font(.system(size: 13, weight: .semibold)) }
                        if let message { message.font(.system(size: 13)) }
                    }
                    .foregroundStyle(Color.secondary)
                    .multilineTextAlignment(.center)
                    .frame(maxWidth: .infinity)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 14)
                    if !actions.isEmpty { AlertSeparator() }
                }
                ForEach(Array(actions.enumerated()), id: \.offset) { index, item in
                    if index > 0 { AlertSeparator() }
                    row(item)
                }
            }
            .background(Color.alertMaterial, in: RoundedRectangle(cornerRadius: 13))
            row(cancel)
                .background(Color.tertiarySystemBackground, in: RoundedRectangle(cornerRadius: 13))
        }
        .accessibilityIdentifier("Dialog")
        .padding(.horizontal, 8)
        .padding(.bottom, bottom > 0 ? 0 : 8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }

    private func row(_ item: AlertButton) -> some View {
        PresentedActionButton(item: item, dismiss: dismiss, fontSize: 20, minHeight: 57, padding: 16, identifier: "Dialog")
    }
}
