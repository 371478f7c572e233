import { describe, expect, it } from 'vitest'
import { compactSvgs, InlineSvgError } from './inline-svg.ts'

const star = (size: number, extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" class="lucide lucide-star"${extra} aria-hidden="true"><path d="M12 2l3 7h7"></path></svg>`
const page = (body: string, css = '.css-a{color:red}') =>
  `<!DOCTYPE html><html lang="en"><head><style data-precedence="chakra">${css}</style></head><body>${body}</body></html>`

describe('compactSvgs', () => {
  it('draws a repeated icon once, as a symbol the later copies use, each keeping its own attributes', () => {
    const html = page(`<p>${star(18)}</p><p>${star(20)}</p><p>${star(18)}</p>`)
    expect(compactSvgs(html, 'index.html')).toBe(
      page(
        '<p><svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><symbol id="svg-0" viewBox="0 0 24 24" fill="none" stroke="currentColor"><path d="M12 2l3 7h7"></path></symbol><use href="#svg-0"></use></svg></p>' +
          '<p><svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><use href="#svg-0"></use></svg></p>' +
          '<p><svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><use href="#svg-0"></use></svg></p>',
      ),
    )
  })

  it('leaves an icon used once with its shapes, and an icon inside an island exactly as React rendered it', () => {
    const island = `<div data-island="menu" data-props="{}">${star(18)}${star(18)}</div>`
    const html = page(`${island}<p>${star(18)}</p>`)
    expect(compactSvgs(html, 'x')).toBe(
      page(
        `${island}<p><svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true"><path d="M12 2l3 7h7"></path></svg></p>`,
      ),
    )
  })

  it('gives copies with other paint a symbol of their own, and leaves paint on the <svg> when CSS sets paint', () => {
    const gold = star(18).replace('fill="none"', 'fill="var(--chakra-colors-amber-400)"')
    const out = compactSvgs(page(`${star(18)}${gold}${star(18)}${gold}`), 'x')
    expect(out).toContain(
      '<symbol id="svg-0" viewBox="0 0 24 24" fill="none" stroke="currentColor">',
    )
    expect(out).toContain(
      '<symbol id="svg-1" viewBox="0 0 24 24" fill="var(--chakra-colors-amber-400)" stroke="currentColor">',
    )
    const styled = compactSvgs(page(`${star(18)}${star(18)}`, '.css-a svg{stroke:red}'), 'x')
    expect(styled).toContain('<symbol id="svg-0" viewBox="0 0 24 24">')
    expect(styled.match(/ fill="none" stroke="currentColor"/g)).toHaveLength(2)
  })

  it("keeps lucide's classes when the page's CSS refers to them", () => {
    const html = page(`<p>${star(18)}</p>`, '.lucide-star{color:gold}')
    expect(compactSvgs(html, 'x')).toContain('class="lucide lucide-star"')
  })

  it('keeps other classes of an icon, and shapes that differ apart', () => {
    const other = star(18, '').replace('M12 2l3 7h7', 'M1 1h2')
    const html = page(`${star(18).replace('lucide lucide-star', 'lucide css-a')}${other}`)
    const out = compactSvgs(html, 'x')
    expect(out).toContain('class="css-a"')
    expect(out).not.toContain('<use')
  })

  it('fails naming the page when the id it would give a symbol is taken', () => {
    const html = page(`<p id="svg-0"></p>${star(18)}${star(18)}`)
    expect(() => compactSvgs(html, 'about/index.html')).toThrow(InlineSvgError)
    expect(() => compactSvgs(html, 'about/index.html')).toThrow(
      'inline-svg: about/index.html: the id "svg-0" is taken; icon symbols are named svg-<n>',
    )
  })

  it('is idempotent', () => {
    const once = compactSvgs(page(`${star(18)}${star(18)}`), 'x')
    expect(compactSvgs(once, 'x')).toBe(once)
  })
})
