// The module that code written for Apple's Core Graphics imports: `import CoreGraphics` brings in
// CGContext (drawn by Cairo), CGPath, CGColor, CGColorSpace, CGGradient, CGImage and CGAffineTransform
// from LayerKit's model, with Foundation's CGFloat, CGPoint, CGSize and CGRect.
@_exported import Foundation
@_exported import LayerTree
