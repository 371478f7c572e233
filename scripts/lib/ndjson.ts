// NDJSON in and out: one JSON document per line, as `sanity dataset export/import` use.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

export type SanityDocument = { _id: string; _type: string; [field: string]: unknown }

class NdjsonError extends Error {
  override name = 'NdjsonError'
}

/** Parses NDJSON text; a bad line throws one message naming the file and line number. */
export function parseNdjson(text: string, fileName: string): SanityDocument[] {
  const documents: SanityDocument[] = []
  const lines = text.split('\n')
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim()
    if (line === '') continue
    const where = `${fileName}:${index + 1}`
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (error) {
      throw new NdjsonError(`${where}: not valid JSON (${(error as Error).message})`)
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new NdjsonError(`${where}: expected a JSON object (a Sanity document)`)
    }
    const document = value as Record<string, unknown>
    if (typeof document._id !== 'string' || document._id === '') {
      throw new NdjsonError(`${where}: the document has no _id`)
    }
    if (typeof document._type !== 'string' || document._type === '') {
      throw new NdjsonError(`${where}: document "${document._id}" has no _type`)
    }
    documents.push(document as SanityDocument)
  }
  return documents
}

export function readNdjsonFile(path: string): SanityDocument[] {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new NdjsonError(
      code === 'ENOENT'
        ? `${path}: content fixture not found (check CONTENT_FIXTURE or run "npm run seed -- --out ${path}")`
        : `${path}: cannot be read (${(error as Error).message})`,
    )
  }
  return parseNdjson(text, path)
}

export function toNdjson(documents: readonly object[]): string {
  return `${documents.map((document) => JSON.stringify(document)).join('\n')}\n`
}

/** JSON with object keys sorted at every level: the same content always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * A document's revision: Sanity's `_rev`, or, for a source without one (the fixture), a hash of
 * its content, so the same content always gives the same revision and any change a new one.
 */
export function documentRevision(document: SanityDocument): string {
  if (typeof document._rev === 'string' && document._rev !== '') return document._rev
  const hash = createHash('sha256').update(canonicalJson(document)).digest('base64url')
  return `sha256-${hash.slice(0, 22)}`
}
