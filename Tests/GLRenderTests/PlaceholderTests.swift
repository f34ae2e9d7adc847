import XCTest
@testable import GLRender
final class PlaceholderTests: XCTestCase { func testNothing() {} }
