// A Windows icon file (.ico) holding PNG images, as every browser since Windows Vista's era reads
// it: a 6-byte header, a 16-byte entry per image, then the PNGs as they are.

/** An .ico file of the given square PNG images (each at most 256 px), smallest first. */
export function icoFile(
  images: readonly { size: number; png: Uint8Array }[],
): Uint8Array<ArrayBuffer> {
  const headerBytes = 6 + 16 * images.length
  const total = headerBytes + images.reduce((sum, image) => sum + image.png.length, 0)
  const bytes = new Uint8Array(total)
  const view = new DataView(bytes.buffer)
  view.setUint16(2, 1, true) // type 1: icon
  view.setUint16(4, images.length, true)
  let offset = headerBytes
  images.forEach((image, index) => {
    if (image.size < 1 || image.size > 256) throw new Error(`icon size ${image.size} px`)
    const entry = 6 + 16 * index
    bytes[entry] = image.size % 256 // 0 means 256
    bytes[entry + 1] = image.size % 256
    view.setUint16(entry + 4, 1, true) // colour planes
    view.setUint16(entry + 6, 32, true) // bits per pixel
    view.setUint32(entry + 8, image.png.length, true)
    view.setUint32(entry + 12, offset, true)
    bytes.set(image.png, offset)
    offset += image.png.length
  })
  return bytes
}
