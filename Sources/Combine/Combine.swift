// On Linux, `import Combine` resolves to this module, which re-exports OpenCombine: `ObservableObject`,
// `@Published`, publishers and subscribers, under Combine's names.
#if !canImport(Darwin)
@_exported import OpenCombine
#endif
