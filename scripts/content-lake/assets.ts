// Pictures: uploads to the Assets API and the image CDN that serves them, as Sanity does.
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { Doc } from './dataset.ts'

/**
 * An image upload as Sanity handles it (https://www.sanity.io/docs/http-reference/assets):
 * the asset is named by the SHA-1 of its bytes (`image-{sha1}-{w}x{h}-{ext}`), uploading the same
 * bytes again returns the existing document, and the file is served from the CDN path
 * `images/{projectId}/{dataset}/{sha1}-{w}x{h}.{ext}` (cdn.sanity.io; here, this server).
 */
export async function imageAssetFor(
  bytes: Buffer,
  filename: string | null,
  base: string,
  projectId: string,
  dataset: string,
): Promise<{ doc: Doc; path: string }> {
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const meta = await sharp(bytes).metadata()
  const extension = meta.format === 'jpeg' ? 'jpg' : String(meta.format)
  const { width = 0, height = 0 } = meta
  const path = `/images/${projectId}/${dataset}/${sha1}-${width}x${height}.${extension}`
  const doc: Doc = {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType: `image/${meta.format === 'svg' ? 'svg+xml' : meta.format}`,
    originalFilename: filename ?? `${sha1}.${extension}`,
    size: bytes.length,
    path: path.slice(1),
    url: `${base}${path}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width,
        height,
        aspectRatio: height ? width / height : 0,
      },
      hasAlpha: Boolean(meta.hasAlpha),
      isOpaque: !meta.hasAlpha,
      // The upload's dominant colour, as Sanity's palette metadata gives it
      // (https://www.sanity.io/docs/apis-and-sdks/image-metadata: palette.dominant.background).
      palette: {
        _type: 'sanity.imagePalette',
        dominant: { _type: 'sanity.imagePaletteSwatch', background: await dominantColour(bytes) },
      },
    },
  }
  return { doc, path }
}

async function dominantColour(bytes: Buffer): Promise<string> {
  const { dominant } = await sharp(bytes).stats()
  return `#${[dominant.r, dominant.g, dominant.b].map((value) => value.toString(16).padStart(2, '0')).join('')}`
}

const imageFormats = { jpg: 'jpeg', webp: 'webp', png: 'png' } as const

/**
 * A file as the image CDN gives it for these URL parameters
 * (https://www.sanity.io/docs/apis-and-sdks/image-urls): `rect` (left,top,width,height of the
 * original) cuts, `w` and `h` resize, `fm` (jpg, png, webp) converts. Without any, the original.
 */
export async function transformedImage(
  file: Buffer,
  params: URLSearchParams,
): Promise<{ bytes: Buffer; type: string }> {
  const rect = params.get('rect')?.split(',').map(Number)
  const width = params.get('w') ? Number(params.get('w')) : undefined
  const height = params.get('h') ? Number(params.get('h')) : undefined
  const format = imageFormats[params.get('fm') as keyof typeof imageFormats]
  if (!rect && !width && !height && !format) {
    return { bytes: file, type: 'application/octet-stream' }
  }
  let image = sharp(file)
  if (rect) {
    const [left = 0, top = 0, rectWidth = 1, rectHeight = 1] = rect
    image = image.extract({ left, top, width: rectWidth, height: rectHeight })
  }
  if (width || height) image = image.resize({ width, height, fit: 'fill' })
  const output = format ?? ((await sharp(file).metadata()).format as 'jpeg')
  const bytes = await image.toFormat(output).toBuffer()
  return { bytes, type: `image/${output}` }
}
