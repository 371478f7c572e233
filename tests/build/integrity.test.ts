// Integrity of the built site (web/out, as `npm run build` left it): every internal link,
// fragment (#id) and asset resolves (linkinator crawling the site served as the host would),
// html-validate reports no error on any page, nor the W3C Nu HTML checker on a page of each page
// type, every page carries the CSS of every class its elements use (server-chakra writes it into
// <head> while the page is rendered), and each town alias renders its town page's markup.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { HtmlValidate } from 'html-validate'
import { LinkChecker } from 'linkinator'
import { describe, expect, it } from 'vitest'
import {
  firstRoundTripProblems,
  formatNuError,
  htmlFileFor,
  htmlPages,
  nuHtmlErrors,
  overFirstRoundTrip,
  pageWeight,
  pageWeightBudgets,
} from '../../scripts/bench/index.ts'
import { islandsLoaderScript } from '../../scripts/finishing/index.ts'
import { repoRoot } from '../../scripts/lib/env.ts'
import { htmlFiles } from '../../scripts/lib/export-files.ts'
import { townAliasPath, townPath } from '../../web/lib/routes.ts'
import { pagesOf } from '../support/build-site.ts'
import { builtSiteUrl } from '../support/built-site-server.ts'
import { siteHeadingSkips } from '../support/headings.ts'
import { siteRoutes, snapshotDocuments } from '../support/site-routes.ts'

const outDir = join(repoRoot, 'web', 'out')
const { headCssBytes: headCssBudget } = pageWeightBudgets

// web/out on wrangler, started once for test:build (tests/support/built-site-server.ts).
describe('the built site', () => {
  it('has no broken internal link, fragment or asset', async () => {
    const checker = new LinkChecker()
    const result = await checker.check({
      path: `${builtSiteUrl()}/`,
      recurse: true,
      checkFragments: true,
      concurrency: 8,
      // Per request: a limit for a hung answer, not a slow one (wrangler under the whole suite).
      timeout: 120_000,
      // Only our own site: wa.me, tel: and mailto: links are not fetched (tests stay offline).
      linksToSkip: async (link) => !link.startsWith(builtSiteUrl()),
    })
    const broken = result.links
      .filter((link) => link.state === 'BROKEN')
      .map((link) => `${link.url} (status ${link.status}, linked from ${link.parent})`)
    expect(broken).toEqual([])
    // Every page a visitor can reach by links was crawled (aliases are deliberately not linked).
    const crawled = new Set(
      result.links.filter((link) => link.state === 'OK').map((link) => new URL(link.url).pathname),
    )
    const linked = siteRoutes().filter((route) => route.kind !== 'alias')
    expect(linked.filter((route) => !crawled.has(route.path))).toEqual([])
  })

  it('passes html-validate on every page', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        // React and Next serialise markup their own way; these rules are about style, not validity.
        'void-style': 'off',
        'attribute-boolean-style': 'off',
        'attribute-empty-style': 'off',
        'attr-case': 'off',
        // Island props (JSON) are single-quoted so their quotes need no &quot; (islands.ts):
        // double quotes everywhere else, single where the value holds a double quote.
        'attr-quotes': ['error', { style: 'auto' }],
        // React's useId produces ids like "_R_abc_": valid HTML5 (no whitespace), so use the
        // HTML5 rule rather than the stricter HTML4 one.
        'valid-id': ['error', { relaxed: true }],
        // Numbers sit in tel: links and buttons styled white-space: nowrap, so they never break;
        // the text keeps ordinary spaces so it reads and copies exactly as editors typed it.
        'tel-non-breaking': 'off',
        'no-inline-style': 'error',
        // Next adds <link rel="preload" as="font" crossorigin> etc.
        'require-sri': 'off',
      },
    })
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.html'),
    )
    const errors: string[] = []
    for (const file of files) {
      const report = await validator.validateFile(join(outDir, file))
      for (const result of report.results) {
        for (const message of result.messages) {
          if (message.severity === 2) {
            errors.push(
              `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
            )
          }
        }
      }
    }
    expect(errors).toEqual([])
  })

  // The checker staff and peers paste a page into (validator.w3.org/nu), inline CSS included;
  // one java start over one page of each page type, the 404 page and an alias.
  it('passes the W3C Nu HTML checker on one page of each page type', async () => {
    const firstOfKind = new Map<string, string>()
    for (const route of siteRoutes())
      if (!firstOfKind.has(route.kind)) firstOfKind.set(route.kind, route.path)
    firstOfKind.set('404', '/404.html')
    const files = [...firstOfKind.values()].map((path) => htmlFileFor(outDir, path))
    const errors = await nuHtmlErrors(files)
    expect(
      [...errors].flatMap(([file, found]) =>
        found.map((error) => formatNuError(relative(outDir, file), error)),
      ),
    ).toEqual([])
  })

  it('gives every page one h1 and headings that descend a level at a time', () => {
    expect(siteHeadingSkips(outDir)).toEqual([])
  })

  it('carries, in its <head>, the CSS of every class its elements use', () => {
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.html'),
    )
    expect(files.length).toBeGreaterThan(20)
    const missing: string[] = []
    for (const file of files) {
      const html = readFileSync(join(outDir, file), 'utf8')
      const head = html.slice(0, html.indexOf('</head>'))
      const css = [...head.matchAll(/<style[^>]*>([^<]*)<\/style>/g)]
        .map((match) => match[1])
        .join('')
      expect(css, `${file}: Chakra's site-wide sheet`).toContain('@layer reset')
      // Class names in class="" and those handed to islands in their JSON props (an island
      // rendered only in the browser, like the consent notice, has no class="" in the HTML).
      const used = new Set(
        [
          ...[...html.matchAll(/\sclass="([^"]*)"/g)].map((match) => match[1] ?? ''),
          // JSON string values (not keys such as "_type") made only of class-like words, in the
          // page (data-props, in either quotes) or in the file it names (data-props-src).
          ...[
            ...[...html.matchAll(/\sdata-props=(?:"([^"]*)"|'([^']*)')/g)].map((match) =>
              (match[1] ?? match[2] ?? '').replaceAll('&quot;', '"'),
            ),
            ...[...html.matchAll(/\sdata-props-src="([^"]+)"/g)].map((match) =>
              readFileSync(join(outDir, match[1] ?? ''), 'utf8'),
            ),
          ].flatMap((json) =>
            [...json.matchAll(/"((?:[\w-]+ )*[\w-]+)"(?=[,}\]])/g)].map((value) => value[1] ?? ''),
          ),
        ].flatMap((text) => text.match(/(?<![\w-])(?:css-[a-z0-9]+|_[a-z0-9]+)(?![\w-])/g) ?? []),
      )
      // css-<hash>: a recipe's class (or a rule kept whole); _<n>: compact-css's atomic classes.
      for (const name of used)
        if (!new RegExp(`\\.${name}(?![\\w-])`).test(css)) missing.push(`${file}: .${name}`)
      // No design token is left as a reference: the theme gives each one value (no dark mode),
      // so postbuild writes the value in its place and drops the declaration (compact-css,
      // unused-tokens). One left means Chakra's output changed the shape compact-css reads, and
      // the page carries more CSS. color-palette-* are not tokens: an element's colorPalette sets
      // them (Chakra leaves some, such as color-palette-border of a custom palette, unset).
      for (const [, token] of css.matchAll(/var\((--chakra-(?!colors-color-palette-)[^,)\s]+)/g))
        missing.push(`${file}: var(${token}), a token not written as its value`)
    }
    expect([...new Set(missing)]).toEqual([])
  })

  it('runs no script but the islands loader (whose entry and on-load module exist) and JSON-LD', () => {
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.html'),
    )
    const bundles = readdirSync(join(outDir, '_islands'))
    const problems: string[] = []
    for (const file of files) {
      const html = readFileSync(join(outDir, file), 'utf8')
      for (const [tag, attributes = '', text = ''] of html.matchAll(
        /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
      )) {
        const [, entry, onLoad] =
          /^ data-entry="\/_islands\/(browser-[\w-]+\.js)" data-preload="[^"]*" data-on-load-src="\/_islands\/(on-load-[\w-]+\.js)"$/.exec(
            attributes,
          ) ?? []
        const allowed =
          attributes === ' type="application/ld+json"' ||
          (entry !== undefined &&
            onLoad !== undefined &&
            bundles.includes(entry) &&
            bundles.includes(onLoad) &&
            text === islandsLoaderScript())
        if (!allowed) problems.push(`${file}: ${tag.slice(0, 120)}`)
      }
      // No script runs before the content is parsed: the loader is last in <body> (islands.ts).
      if (/<script\b(?![^>]*ld\+json)/.test(html.slice(0, html.indexOf('</main>'))))
        problems.push(`${file}: a script before the end of <main> (the loader belongs at the end)`)
      // Each island on the page has its chunk in the bundle (it is in web/islands/registry.ts).
      for (const [, name] of html.matchAll(/\sdata-island="([^"]+)"/g))
        if (!bundles.some((bundle) => bundle.startsWith(`${name}-`)))
          problems.push(`${file}: island "${name}" has no chunk in web/out/_islands`)
    }
    expect(problems).toEqual([])
  })

  // The page-weight budgets, measured as `npm run bench` reports them (pageWeight): every page's
  // <head> CSS at most 30 kB, and every page's HTML within the first round trip, 14 kB gzip
  // (scripts/bench/page-parts.ts), a page over it named with its largest parts.
  it('keeps every page within the page-weight budgets', () => {
    const overBudget: string[] = []
    for (const file of htmlFiles(outDir)) {
      const { headCssBytes } = pageWeight(outDir, file)
      if (headCssBytes > headCssBudget)
        overBudget.push(`${file}: ${headCssBytes} bytes of CSS in <head> (budget ${headCssBudget})`)
    }
    overBudget.push(...firstRoundTripProblems(htmlPages(outDir), overFirstRoundTrip.fixture))
    expect(overBudget).toEqual([])
  })

  // The browser tests check an alias's layout at one width only (tests/support/site-routes.ts,
  // layoutTag) because it is the town page's layout, checked at both: this holds them to it.
  it("renders each town alias with its town page's markup and CSS", () => {
    const pages = pagesOf(outDir)
    const markup = (html: string) => ({
      css: [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]),
      body: html
        .slice(html.indexOf('<body'), html.lastIndexOf('</body>'))
        .replace(/<script\b[\s\S]*?<\/script>/g, ''),
    })
    const towns = snapshotDocuments().filter((doc) => doc._type === 'town' && doc.slug?.current)
    expect(towns.length).toBeGreaterThan(0)
    for (const town of towns) {
      const slug = town.slug?.current as string
      const alias = pages.get(townAliasPath(slug))
      const main = pages.get(townPath(slug))
      expect(alias, townAliasPath(slug)).toBeDefined()
      expect(main, townPath(slug)).toBeDefined()
      expect(markup(alias as string), `${townAliasPath(slug)} vs ${townPath(slug)}`).toEqual(
        markup(main as string),
      )
    }
  })
})
