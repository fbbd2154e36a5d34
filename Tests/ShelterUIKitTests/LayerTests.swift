import ShelterUIKit
import Testing

extension ShelterUIKitTests {
  @Suite struct LayerTests {
    @Test func aViewHasOneLayerThatKeepsWhatCodeSets() {
      let view = UIView()
      #expect(view.layer === view.layer)
      #expect(view.layer.owner === view)
      view.layer.cornerRadius = 8
      view.layer.borderWidth = 1.5
      view.layer.borderColor = UIColor.systemGray.cgColor
      view.layer.shadowColor = UIColor.black.cgColor
      view.layer.shadowOpacity = 0.2
      view.layer.shadowOffset = CGSize(width: 0, height: 2)
      view.layer.shadowRadius = 4
      #expect(view.layer.cornerRadius == 8)
      #expect(view.layer.borderWidth == 1.5)
      // systemGray is 142, 142, 147 in bytes.
      #expect(
        view.layer.borderColor.map(UIColor.init(cgColor:))?.rgba == RGBAColor(red: 142, green: 142, blue: 147)
      )
      #expect(view.layer.shadowOpacity == 0.2)
      #expect(view.layer.shadowOffset == CGSize(width: 0, height: 2))
      #expect(view.layer.shadowRadius == 4)
    }

    @Test func aNewLayerHasCoreAnimationsDefaults() {
      let layer = UIView().layer
      #expect(layer.cornerRadius == 0 && layer.borderWidth == 0)
      #expect(layer.shadowOpacity == 0)
      #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
      #expect(layer.shadowRadius == 3)
      #expect(layer.masksToBounds == false)
      #expect(layer.opacity == 1)
    }

    @Test func masksBackgroundAndOpacityAreTheViewsOwn() {
      let view = UIView()
      view.layer.masksToBounds = true
      #expect(view.clipsToBounds)
      view.clipsToBounds = false
      #expect(view.layer.masksToBounds == false)
      view.layer.backgroundColor = UIColor.blue.cgColor
      #expect(view.backgroundColor == .blue)
      view.backgroundColor = .red
      #expect(view.layer.backgroundColor.map(UIColor.init(cgColor:)) == .red)
      view.layer.opacity = 0.5
      #expect(view.alpha == 0.5)
    }

    @Test func aLayerOfNoViewKeepsItsOwnValues() {
      let layer = CALayer()
      layer.masksToBounds = true
      layer.opacity = 0.25
      layer.backgroundColor = UIColor.green.cgColor
      #expect(layer.owner == nil)
      #expect(layer.masksToBounds)
      #expect(layer.opacity == 0.25)
      #expect(layer.backgroundColor.map(UIColor.init(cgColor:)) == .green)
    }
  }
}
