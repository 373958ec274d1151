// On Linux, `import SwiftUI` resolves to this module, which is Easel: SwiftUI code compiles unchanged.
#if !canImport(Darwin)
@_exported import Easel
#endif
