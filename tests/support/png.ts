// Reads a PNG's width and height from its IHDR chunk, checking the signature first.
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export type PngSize = { width: number; height: number }

/** The image size of PNG bytes; throws when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): PngSize {
  if (bytes.length < 24 || SIGNATURE.some((byte, index) => bytes[index] !== byte)) {
    throw new Error('not a PNG file (signature missing)')
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // 8-byte signature, then the first chunk: length (4), type (4) = 'IHDR', width (4), height (4).
  const type = String.fromCharCode(...bytes.subarray(12, 16))
  if (type !== 'IHDR') throw new Error(`not a PNG file (first chunk is ${type}, not IHDR)`)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}
