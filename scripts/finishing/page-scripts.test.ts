import { describe, expect, it } from 'vitest'
import { jsonLdScript, nextInlineScript } from './page-scripts.ts'

const jsonLd = (text: string, attributes: Record<string, string> = {}) =>
  jsonLdScript.matches({ attributes: { type: 'application/ld+json', ...attributes }, text })

describe('jsonLdScript', () => {
  it("is the site's structured data: schema.org JSON in an application/ld+json block", () => {
    expect(jsonLd('{"@context":"https://schema.org","@type":"AutoRepair"}')).toBe(true)
    expect(jsonLd('{"@context":"https://schema.org","@graph":[{"@type":"Service"}]}')).toBe(true)
    expect(jsonLd('[{"@context":"https://schema.org"},{"@context":"https://schema.org"}]')).toBe(
      true,
    )
  })

  it('is nothing else: another type, script, JSON of another kind, an extra attribute', () => {
    expect(jsonLd('alert(1)')).toBe(false)
    expect(jsonLd('{"a":1}')).toBe(false)
    expect(jsonLd('[]')).toBe(false)
    expect(jsonLd('{"@context":"https://schema.org"}', { id: 'x' })).toBe(false)
    expect(
      jsonLdScript.matches({
        attributes: { type: 'module' },
        text: '{"@context":"https://schema.org"}',
      }),
    ).toBe(false)
  })
})

describe('nextInlineScript', () => {
  it("names each of Next's inline scripts, and nothing else", () => {
    expect(nextInlineScript('(self.__next_f=self.__next_f||[]).push([0])')).toBe('flight bootstrap')
    expect(nextInlineScript('self.__next_f.push([1,"0:[\\"$\\",\\"div\\"]"])')).toBe('flight data')
    expect(nextInlineScript('self.__next_f.push([0])')).toBeUndefined()
    expect(nextInlineScript('self.__next_f.push([1,"x"]);fetch("//evil")')).toBeUndefined()
    expect(nextInlineScript('')).toBeUndefined()
  })
})
