import EaselGraphics
import Foundation
import SwiftUI
import Testing

// Group boxes (issue 20): the automatic style pads the label and content 16 points from the edges of a box filled
// with the secondary system background, (242, 242, 247) in light mode (UIKit's documented value); a box inside a box
// uses the tertiary system background, white in light mode. `.groupBoxStyle` replaces the drawing, and
// `GroupBox(configuration)` inside a style draws the automatic box.
@Suite struct GroupBoxTests {
    @Test("The automatic style: the label over the content, 16 points in from a secondary-background box")
    func automatic() throws {
        let host = layOut(300, 400) {
            GroupBox("Storage") {
                Text("12 GB used").accessibilityIdentifier("content")
            }
            .accessibilityIdentifier("box")
        }
        let box = try #require(host["box"]), content = try #require(host["content"])
        #expect(host.texts.contains("Storage"))
        #expect(content.minX - box.minX == 16)
        #expect(box.maxY - content.maxY == 16)
        #expect(box.maxX - content.maxX == 16, "the box is as wide as its content needs")
        #expect(content.minY - box.minY > 16, "the label is above the content")
        #expect(fills(in: host.displayList(scale: 1)).contains(RGBA(242, 242, 247)))
    }

    @Test("An unlabeled box pads its content 16 points on every side; a box inside a box is white in light mode")
    func unlabeledAndNested() throws {
        let host = layOut(300, 400) {
            GroupBox {
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("content")
            }
            .accessibilityIdentifier("box")
        }
        #expect(host["box"]?.size == CGSize(width: 72, height: 52))
        #expect(host["content"]?.origin == CGPoint(x: 16, y: 16))
        let nested = layOut(300, 400) {
            GroupBox("Outer") {
                GroupBox("Inner") { Text("Body") }
            }
        }
        let colors = fills(in: nested.displayList(scale: 1))
        #expect(colors.contains(RGBA(242, 242, 247)))
        #expect(colors.contains(RGBA(255, 255, 255)))
    }

    struct CardStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                configuration.content
            }
            .padding(4)
            .accessibilityIdentifier("card")
        }
    }

    struct FramedStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            GroupBox(configuration).padding(10).accessibilityIdentifier("framed")
        }
    }

    @Test("A custom style draws the box; GroupBox(configuration) inside a style draws the automatic box")
    func customStyles() throws {
        let card = layOut(300, 300) {
            GroupBox("Title") { Text("Body").accessibilityIdentifier("body") }.groupBoxStyle(CardStyle())
        }
        let frame = try #require(card["card"]), body = try #require(card["body"])
        #expect(frame.maxY - body.maxY == 4)
        #expect(card.texts.contains("Title"))
        #expect(!fills(in: card.displayList(scale: 1)).contains(RGBA(242, 242, 247)))
        let framed = layOut(300, 300) {
            GroupBox { Color.red.frame(width: 40, height: 20).accessibilityIdentifier("content") }
                .groupBoxStyle(FramedStyle())
        }
        #expect(framed["framed"]?.size == CGSize(width: 92, height: 72))
        #expect(fills(in: framed.displayList(scale: 1)).contains(RGBA(242, 242, 247)))
    }
}
