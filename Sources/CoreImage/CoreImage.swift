// The module that code written for Apple's Core Image imports for the filters layers take
// (`CIFilter(name: "CIGaussianBlur")`, `CIVector`): LayerKit's model re-exported, where they live.
@_exported import Foundation
@_exported import LayerTree

/// Core Image's input keys, as Apple code passes them to `CIFilter.setValue(_:forKey:)`.
public let kCIInputImageKey = "inputImage"
/// A blur's radius.
public let kCIInputRadiusKey = "inputRadius"
/// A colour filter's saturation.
public let kCIInputSaturationKey = "inputSaturation"
/// A colour filter's brightness.
public let kCIInputBrightnessKey = "inputBrightness"
/// A colour filter's contrast.
public let kCIInputContrastKey = "inputContrast"
/// A colour input.
public let kCIInputColorKey = "inputColor"
/// A filter's intensity.
public let kCIInputIntensityKey = "inputIntensity"
