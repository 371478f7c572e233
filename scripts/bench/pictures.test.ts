import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultFixturePath } from '../lib/env.ts'
import { parseNdjson } from '../lib/ndjson.ts'
import { withoutPictures } from './pictures.ts'

describe('the bench reference "without pictures"', () => {
  const fixture = parseNdjson(readFileSync(defaultFixturePath, 'utf8'), 'fixture')

  it('keeps every document but the asset documents, with no picture left in any field', () => {
    const stripped = withoutPictures(fixture)
    const assets = fixture.filter((document) => document._type === 'sanity.imageAsset')
    expect(assets.length).toBeGreaterThan(0)
    expect(stripped).toHaveLength(fixture.length - assets.length)
    const text = JSON.stringify(stripped)
    expect(text).not.toContain('"_type":"image"')
    expect(text).not.toContain('image-')
  })

  it('leaves the pulled documents as they were (the build with pictures renders them)', () => {
    const before = JSON.stringify(fixture)
    withoutPictures(fixture)
    expect(JSON.stringify(fixture)).toBe(before)
  })
})
