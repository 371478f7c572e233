// Chakra's site-wide sheet declares every design token of the system as a CSS variable (about
// 400 of them, ~17 kB), on every page; a page uses a few dozen. postbuild keeps, per page, only
// the tokens the page's CSS refers to (directly, or through another kept token) and drops the
// rest: the CSS every page parses before its first paint shrinks by about half. Islands carry no
// CSS of their own (their classes are resolved on the server, into the page's <head>), and the
// lazy toaster brings its own tokens with Chakra's runtime, so nothing in the browser needs a
// token the page's HTML does not mention.
import { tokensLayer } from '../../web/components/server-chakra/style-groups.ts'

const declaration = /(--[^:;{}\s]+):([^;{}]*);/g
const reference = /var\(\s*(--[^,)\s]+)/g

/**
 * The site-wide sheet's CSS with its tokens layer cut to the variables the page refers to.
 * `outside(tokens)` gives the texts that name the roots: the parts of the page that can refer to
 * a token (the rest of its CSS and its attributes), given the tokens layer's body (`tokens`).
 * Throws, naming the page, when the sheet has no tokens layer where Chakra writes it.
 */
export function sheetWithUsedTokens(
  css: string,
  outside: (tokens: string) => string[],
  page: string,
): string {
  const layer = tokensLayer(css)
  if (!layer) throw new Error(`tokens: ${page}'s site-wide sheet has no @layer tokens block`)
  const tokens = css.slice(layer.start, layer.end)
  const values = new Map<string, string[]>()
  for (const match of tokens.matchAll(declaration)) {
    const name = match[1] as string
    values.set(name, [...(values.get(name) ?? []), match[2] as string])
  }
  // Everything but the tokens layer: the rest of the page's CSS (and its markup) names the roots.
  const used = new Set<string>()
  const queue = outside(tokens).flatMap((text) =>
    [...text.matchAll(reference)].map((match) => match[1] as string),
  )
  while (queue.length > 0) {
    const name = queue.pop() as string
    if (used.has(name)) continue
    used.add(name)
    for (const value of values.get(name) ?? [])
      for (const match of value.matchAll(reference)) queue.push(match[1] as string)
  }
  const kept = tokens
    .replace(declaration, (text, name: string) => (used.has(name) ? text : ''))
    // Selectors (and at-rules) left empty. A rule starts at the sheet's start or after a brace:
    // the lookbehind keeps the search linear (without it, every character of a long run of kept
    // declarations would start a scan to the run's end: 36 ms a page, most of a 2,000-page
    // postbuild).
    .replace(/(?<=^|[{}])[^{}]+\{\}/g, '')
    .replace(/(?<=^|[{}])@[^{}]+\{\}/g, '')
  return css.slice(0, layer.start) + kept + css.slice(layer.end)
}
