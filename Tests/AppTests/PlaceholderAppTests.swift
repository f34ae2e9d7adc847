import XCTest
final class PlaceholderAppTests: XCTestCase { func testNothing() {} }
