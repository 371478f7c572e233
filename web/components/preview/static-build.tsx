// The static build's stand-in for preview-tools.tsx (next.config.ts swaps the import): public
// pages carry no preview code.
export function PreviewTools() {
  return null
}
