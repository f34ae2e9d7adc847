@_exported import CoreGraphics
// The module that code written for Apple's QuartzCore imports: `import QuartzCore` brings in
// LayerKit's model (CALayer, CAAnimation, CATransaction, CGPath, …) and Foundation, whose
// CGFloat, CGPoint, CGSize and CGRect Apple's QuartzCore also brings in (through CoreGraphics).
// The `kCA…` names of Apple's C headers live here too (Constants/), so LayerKit's own code
// keeps to the Swift names.
@_exported import Foundation
@_exported import LayerTree
// CARenderer, Apple's offscreen renderer, is GLRender's; only it (and its time stamp) comes
// along, so `import QuartzCore` does not bring the GL backend's other names.
@_exported import class GLRender.CARenderer
@_exported import struct GLRender.CVTimeStamp
