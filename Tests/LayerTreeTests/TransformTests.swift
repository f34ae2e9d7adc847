import XCTest
@testable import LayerTree
final class TransformTests: XCTestCase { func testIdentity() { XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity)) } }
