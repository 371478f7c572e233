import { describe, expect, it } from 'vitest'
import {
  inlinePropsLimit,
  islandPropsFolder,
  moveDeferredHtml,
  moveIslandProps,
} from './island-props.ts'
import { BuiltPage } from './page.ts'

const words = 'Don&#x27;t know it? A road and junction or a landmark is fine, such as M4 J15.'
const page = (props: string) =>
  `<html><head></head><body><div data-island="contact-form" data-props='${props}'><form></form></div>` +
  `<div data-island="mobile-menu" data-props="{}"></div><p data-props='{"not":"an island"}'>x</p></body></html>`

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
    expect(built.html()).toContain('<div data-island="mobile-menu" data-props="{}"></div>')
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

describe('moveDeferredHtml', () => {
  const notice = (classes: string) =>
    `<section aria-label="Your privacy"><p class="${classes}">One item in local storage.</p>` +
    `<div data-island="consent-notice" data-props='{"heading":"${words}"}'><button>Accept</button></div></section>`
  const withNotice = (classes: string) =>
    `<html><head></head><body><main>Page</main><div data-on-load="consent-notice" data-deferred="" hidden="">${notice(classes)}</div></body></html>`

  it("moves a deferred marker's content, its island's props already moved, into a file, and points the marker at it", () => {
    const built = new BuiltPage(withNotice('_1 _2'), 'index.html')
    const [props] = moveIslandProps(built)
    const files = moveDeferredHtml(built)
    expect(files).toHaveLength(1)
    const [file] = files
    expect(file?.file).toMatch(new RegExp(`^${islandPropsFolder.slice(1)}[\\w-]{16}\\.json$`))
    // The HTML as the page held it (a JSON string), the island pointing at its props file.
    const html = JSON.parse(file?.text ?? '') as string
    expect(html).toContain('<p class="_1 _2">One item in local storage.</p>')
    expect(html).toContain(`<div data-island="consent-notice" data-props-src="/${props?.file}">`)
    expect(built.html()).toContain(
      `<main>Page</main><div data-on-load="consent-notice" data-deferred="/${file?.file}" hidden=""></div></body>`,
    )
    expect(built.html()).not.toContain('local storage')
  })

  it('gives the same content one file on every page, and leaves a page it finished as it is', () => {
    const [first] = moveDeferredHtml(new BuiltPage(withNotice('_1'), 'a/index.html'))
    const [second] = moveDeferredHtml(new BuiltPage(withNotice('_1'), 'b/index.html'))
    const [other] = moveDeferredHtml(new BuiltPage(withNotice('_2'), 'c/index.html'))
    expect(second?.file).toBe(first?.file)
    expect(other?.file).not.toBe(first?.file)
    const finished = new BuiltPage(withNotice('_1'), 'a/index.html')
    moveDeferredHtml(finished)
    const again = new BuiltPage(finished.html(), 'a/index.html')
    expect(moveDeferredHtml(again)).toEqual([])
    expect(again.html()).toBe(finished.html())
  })
})
