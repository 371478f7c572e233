import { describe, expect, it } from 'vitest'
import {
  analysePage,
  buildPolicy,
  CspError,
  EMPTY_STRING_HASH,
  hashSource,
  headerOnlyDirectives,
  inspectPage,
  isExecutableScript,
  metaPolicy,
  pageMetaPolicy,
  policyOverPlainHttp,
  sha256Base64,
  siteHeaderPolicy,
  sitePolicy,
  UPGRADE_INSECURE_REQUESTS,
  withMetaPolicy,
} from './csp.ts'

const page = (head: string, body = '<p>Fitted at the kerbside.</p>') =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Kerbside</title>${head}</head><body>${body}</body></html>`

describe('hashing', () => {
  it('hashes the empty string to the well-known value Emotion relies on', () => {
    expect(sha256Base64('')).toBe('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=')
    expect(hashSource('')).toBe(EMPTY_STRING_HASH)
  })

  it('hashes known strings as base64 SHA-256 of their UTF-8 bytes', () => {
    expect(sha256Base64('abc')).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=')
    expect(hashSource('abc')).toBe("'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='")
    // Non-ASCII text is hashed as UTF-8 (C2 A3 for '£'), as browsers do, not as Latin-1 (A3).
    expect(sha256Base64('£')).toBe('tP4VHkE0RTV7HAk1588EpClJLr0j3GK/rbL4mMQxwf0=')
  })
})

describe('inspectPage', () => {
  it('gives exactly the hashes of a page with two inline scripts and one style', () => {
    const first = 'self.__next_f=self.__next_f||[];self.__next_f.push([0])'
    const second = 'self.__next_f.push([1,"a < b && c"])'
    const style = '.css-1x{color:#0b3d2e}.css-2y{margin:0 auto}'
    const html = page(
      `<style data-emotion="css 1x 2y">${style}</style><script src="/_next/static/chunks/main.js" async></script>`,
      `<main>Hello</main><script>${first}</script><script>${second}</script>`,
    )
    expect(inspectPage(html, 'index.html')).toEqual({
      scriptHashes: [hashSource(first), hashSource(second)],
      styleHashes: [hashSource(style)],
      problems: [],
    })
  })

  it('hashes the raw text: no entity decoding inside script and style', () => {
    const script = 'if (a &amp;&amp; b) console.log("&lt;tyre&gt;")'
    const style = '.q::after{content:"&amp;"}'
    const result = analysePage(page(`<script>${script}</script><style>${style}</style>`), 'x.html')
    expect(result.scriptHashes).toEqual([hashSource(script)])
    expect(result.styleHashes).toEqual([hashSource(style)])
  })

  it('hashes what the browser sees: CRLF in the file becomes LF, as the HTML parser does', () => {
    const result = analysePage(page('<script>let a = 1\r\nlet b = 2\r\n</script>'), 'x.html')
    expect(result.scriptHashes).toEqual([hashSource('let a = 1\nlet b = 2\n')])
  })

  it('skips JSON-LD and other data blocks, but hashes modules and JavaScript MIME types', () => {
    const result = analysePage(
      page(
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"AutoRepair"}</script>' +
          '<script type="application/json" id="data">{"a":1}</script>' +
          '<script type="module">import "/_next/x.js"</script>' +
          '<script type="text/javascript">var legacy = 1</script>',
      ),
      'x.html',
    )
    expect(result.scriptHashes).toEqual([
      hashSource('import "/_next/x.js"'),
      hashSource('var legacy = 1'),
    ])
  })

  it('knows which script types run', () => {
    expect(isExecutableScript(undefined)).toBe(true)
    expect(isExecutableScript('')).toBe(true)
    expect(isExecutableScript(' Text/JavaScript ')).toBe(true)
    expect(isExecutableScript('module')).toBe(true)
    expect(isExecutableScript('importmap')).toBe(true)
    expect(isExecutableScript('application/ld+json')).toBe(false)
    expect(isExecutableScript('text/plain')).toBe(false)
  })

  it('lists a repeated inline script once and leaves scripts with src to self', () => {
    const result = analysePage(
      page('<script>a()</script><script>a()</script><script src="/a.js">ignored()</script>'),
      'x.html',
    )
    expect(result.scriptHashes).toEqual([hashSource('a()')])
  })

  it('hashes an empty style element and scripts inside a template and inline SVG', () => {
    const result = analysePage(
      page(
        '<style></style>',
        '<template><script>late()</script></template><svg><style>.d{fill:red}</style></svg>',
      ),
      'x.html',
    )
    expect(result.scriptHashes).toEqual([hashSource('late()')])
    expect(result.styleHashes).toEqual([EMPTY_STRING_HASH, hashSource('.d{fill:red}')])
  })

  it('reports a style attribute with file, line and the attribute', () => {
    const html =
      '<!DOCTYPE html><html><head><title>404</title></head>\n<body>\n<div style="color:red">x</div></body></html>'
    const { problems } = inspectPage(html, 'web/out/404.html')
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^web\/out\/404\.html:3:6: <div> has a style attribute/)
    expect(problems[0]).toContain('style="color:red"')
    expect(() => analysePage(html, 'web/out/404.html')).toThrow(CspError)
    expect(() => analysePage(html, 'web/out/404.html')).toThrow(/404\.html.*style attribute/)
  })

  it('reports inline event handlers and javascript: links', () => {
    const { problems } = inspectPage(
      page(
        '',
        '<button onclick="go()">Go</button><img src="/a.png" onerror="x()"><a href="javascript:void 0">x</a>',
      ),
      'x.html',
    )
    expect(problems).toHaveLength(3)
    expect(problems[0]).toMatch(
      /<button> has an inline event handler attribute \(onclick="go\(\)"\)/,
    )
    expect(problems[1]).toMatch(/<img> has an inline event handler attribute \(onerror=/)
    expect(problems[2]).toMatch(/<a> has a javascript: address/)
  })

  it('reports scripts, stylesheets and images from another origin', () => {
    const { problems } = inspectPage(
      page(
        '<script src="https://cdn.example.com/lib.js"></script>' +
          '<script src="//cdn.example.com/protocol-relative.js"></script>' +
          '<link rel="stylesheet" href="https://fonts.example.com/inter.css">' +
          '<link rel="preload" as="font" href="https://fonts.example.com/inter.woff2" crossorigin>',
        '<img src="https://images.example.com/van.png" alt="Van">',
      ),
      'services/index.html',
    )
    expect(problems).toHaveLength(5)
    expect(problems[0]).toMatch(
      /^services\/index\.html:1:\d+: <script src="https:\/\/cdn\.example\.com\/lib\.js"> loads a script from another origin/,
    )
    expect(problems[1]).toContain('//cdn.example.com/protocol-relative.js')
    expect(problems[2]).toMatch(
      /<link href="https:\/\/fonts\.example\.com\/inter\.css"> loads a stylesheet/,
    )
    expect(problems[3]).toContain('inter.woff2')
    expect(problems[4]).toMatch(/<img src=.*loads an image/)
  })

  it('accepts same-origin addresses, data: images and links that only point elsewhere', () => {
    const { problems } = inspectPage(
      page(
        '<script src="/_next/static/chunks/a.js"></script><script src="chunks/relative.js"></script>' +
          '<link rel="stylesheet" href="/_next/static/css/a.css"><link rel="icon" href="/favicon.ico">' +
          '<link rel="canonical" href="https://www.kerbside-rescue.example/">',
        '<img src="data:image/png;base64,AAAA" alt=""><img srcset="/a.png 1x, /b.png 2x" alt="">' +
          '<a href="https://wa.me/447700900247">WhatsApp</a><a href="tel:+448081570247">Call</a>',
      ),
      'x.html',
    )
    expect(problems).toEqual([])
  })

  it('reports frames and embedded objects, which the policy blocks outright', () => {
    const { problems } = inspectPage(
      page('', '<iframe src="/map.html" title="Map"></iframe><object data="/a.pdf"></object>'),
      'x.html',
    )
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/<iframe> element; the policy allows no frames/)
  })
})

describe('buildPolicy', () => {
  const policy = buildPolicy({
    scriptHashes: [hashSource('a()'), hashSource('b()'), hashSource('a()')],
    styleHashes: [hashSource('.a{}'), EMPTY_STRING_HASH],
  })
  const directives = new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ')
      return [name, values] as const
    }),
  )

  it('is strict: no unsafe-inline, no unsafe-eval, nothing by default', () => {
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/)
    expect(directives.get('default-src')).toEqual(["'none'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'none'"])
    expect(directives.get('form-action')).toEqual(["'none'"])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives.get('img-src')).toEqual(["'self'", 'data:'])
    expect(directives.get('upgrade-insecure-requests')).toEqual([])
  })

  it("allows 'self' and the page's own hashes, each once, plus the empty style hash", () => {
    expect(directives.get('script-src')).toEqual(["'self'", hashSource('a()'), hashSource('b()')])
    expect(directives.get('style-src')).toEqual(["'self'", hashSource('.a{}'), EMPTY_STRING_HASH])
  })

  it('writes the directives in a fixed order', () => {
    expect([...directives.keys()]).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'manifest-src',
      'form-action',
      'base-uri',
      'frame-ancestors',
      'object-src',
      'upgrade-insecure-requests',
    ])
  })
})

describe('sitePolicy with frame ancestors', () => {
  it('names the origins allowed to frame the page instead of none', () => {
    const policy = sitePolicy(['https://kerbside.sanity.studio'])
    expect(policy).toContain('; frame-ancestors https://kerbside.sanity.studio; ')
    expect(policy).not.toContain("frame-ancestors 'none'")
    expect(policy.split('; ').map((directive) => directive.split(' ')[0])).toEqual(
      siteHeaderPolicy.split('; ').map((directive) => directive.split(' ')[0]),
    )
  })
})

describe('the policy as a page carries it, and the site-wide header', () => {
  const sources = { scriptHashes: [hashSource('a()')], styleHashes: [hashSource('.a{}')] }

  // connect-src 'self' on every page: the postcode table, and Lighthouse's read of robots.txt.
  it('carries in the page its fetch directives, with its hashes, and leaves the rest to the header', () => {
    expect(metaPolicy(sources)).toBe(
      `default-src 'none'; script-src 'self' ${hashSource('a()')}; style-src 'self' ${hashSource('.a{}')} ${EMPTY_STRING_HASH}; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'`,
    )
    for (const directive of headerOnlyDirectives)
      expect(metaPolicy(sources)).not.toContain(directive)
  })

  it('sends with every response only what holds whatever the page', () => {
    expect(siteHeaderPolicy).toBe(
      "form-action 'none'; base-uri 'none'; frame-ancestors 'none'; object-src 'none'; upgrade-insecure-requests",
    )
    // Header and meta together: the page's whole policy.
    const both = `${metaPolicy(sources)}; ${siteHeaderPolicy}`.split('; ').sort()
    expect(both).toEqual(buildPolicy(sources).split('; ').sort())
  })

  it('puts the meta policy first in <head>, after <meta charset>, once', () => {
    const page =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><style>.a{}</style></head><body></body></html>'
    const once = withMetaPolicy(page, metaPolicy(sources), 'index.html')
    expect(once).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${metaPolicy(sources)}"><style>.a{}</style></head><body></body></html>`,
    )
    expect(pageMetaPolicy(once)).toBe(metaPolicy(sources))
    const again = withMetaPolicy(once, 'default-src &x', 'index.html')
    expect(again.match(/http-equiv/g)).toHaveLength(1)
    expect(again).toContain('content="default-src &amp;x"')
    expect(pageMetaPolicy(again)).toBe('default-src &x')
    expect(withMetaPolicy('<html><head lang="en"><title>T</title>', 'p', 'x.html')).toBe(
      '<html><head lang="en"><meta http-equiv="Content-Security-Policy" content="p"><title>T</title>',
    )
    expect(() => withMetaPolicy('<p>no head</p>', 'p', 'x.html')).toThrow(/x\.html: no <head>/)
  })
})

describe('the policy over plain http (the local servers)', () => {
  it('leaves out upgrade-insecure-requests and keeps every other directive as it was', () => {
    expect(policyOverPlainHttp(siteHeaderPolicy)).toBe(
      "form-action 'none'; base-uri 'none'; frame-ancestors 'none'; object-src 'none'",
    )
    expect(policyOverPlainHttp(`${UPGRADE_INSECURE_REQUESTS}; img-src 'self'`)).toBe(
      "img-src 'self'",
    )
    const framed = sitePolicy(['http://localhost:3333'])
    expect(policyOverPlainHttp(framed)).toBe(framed.replace(`; ${UPGRADE_INSECURE_REQUESTS}`, ''))
  })
})
