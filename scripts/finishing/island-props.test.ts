import { describe, expect, it } from 'vitest'
import { inlinePropsLimit, islandPropsFolder, moveIslandProps } from './island-props.ts'
import { BuiltPage } from './page.ts'

const words = 'Don&#x27;t know it? A road and junction or a landmark is fine, such as M4 J15.'
const page = (props: string) =>
  `<html><head></head><body><div data-island="contact-form" data-props='${props}'><form></form></div>` +
  `<div data-island="scroll-manager" data-props="{}"></div><p data-props='{"not":"an island"}'>x</p></body></html>`

describe('moveIslandProps', () => {
  it("moves an island's props into a file named by their hash, entities decoded, and points the island at it", () => {
    const built = new BuiltPage(
      page(`{"hint":"${words}","classes":{"field":"_2z _6w"}}`),
      'index.html',
    )
    const files = moveIslandProps(built)
    expect(files).toHaveLength(1)
    const [file] = files
    expect(file?.file).toMatch(new RegExp(`^${islandPropsFolder.slice(1)}[\\w-]{16}\\.json$`))
    // The file holds what the browser read from the attribute: the apostrophe, not its entity.
    expect(JSON.parse(file?.text ?? '')).toEqual({
      hint: "Don't know it? A road and junction or a landmark is fine, such as M4 J15.",
      classes: { field: '_2z _6w' },
    })
    expect(built.html()).toContain(
      `<div data-island="contact-form" data-props-src="/${file?.file}"><form></form></div>`,
    )
    // Props of a few characters stay (a file would cost more), and only islands' props move.
    expect(built.html()).toContain('<div data-island="scroll-manager" data-props="{}"></div>')
    expect(built.html()).toContain(`<p data-props='{"not":"an island"}'>x</p>`)
  })

  it('gives the same props the same file on every page, and other props another', () => {
    const props = `{"hint":"${words}"}`
    const [first] = moveIslandProps(new BuiltPage(page(props), 'a/index.html'))
    const [second] = moveIslandProps(new BuiltPage(page(props), 'b/index.html'))
    const [other] = moveIslandProps(new BuiltPage(page(props.replace('M4', 'M5')), 'c/index.html'))
    expect(second?.file).toBe(first?.file)
    expect(other?.file).not.toBe(first?.file)
  })

  it('keeps props up to the limit in the page, and fails naming the page on props that are not JSON', () => {
    const small = `{"a":"${'x'.repeat(inlinePropsLimit - 8)}"}`
    expect(small.length).toBe(inlinePropsLimit)
    expect(moveIslandProps(new BuiltPage(page(small), 'a/index.html'))).toEqual([])
    expect(() => moveIslandProps(new BuiltPage(page('{"a":'), 'b/index.html'))).toThrow(
      /b\/index\.html: data-props is not JSON/,
    )
  })
})
