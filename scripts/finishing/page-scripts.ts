// Every inline <script> a page of the site may carry, each named with why it is there. Whatever
// else a page holds was not written by the site (a component rendering raw HTML, a CMS string
// that escaped React's escaping, an edit to the build): postbuild refuses it, naming the page,
// rather than hash it into the page's policy and let it run (scripts/finishing/csp.ts).
//
// Static pages (postbuild): Next's own scripts are taken out first (toIslandPage,
// scripts/finishing/islands.ts, recognises them by `nextInlineScript` below), so a page keeps only
//  - JSON-LD (`jsonLdScript`): the structured data web/components/seo/json-ld.tsx writes for
//    search engines, a data block the browser never runs;
//  - the islands' loader (`islandsLoaderScript` in islands.ts): loads the islands' JavaScript.

/** One kind of inline script a page may carry. */
export type ExpectedScript = {
  /** What it is, for messages: "JSON-LD". */
  name: string
  /** True when the script, by its attributes and its text, is this kind. */
  matches: (script: { attributes: Readonly<Record<string, string>>; text: string }) => boolean
}

function parsesAsJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Structured data (web/components/seo/json-ld.tsx and web/lib/json-ld.ts): type
 * application/ld+json, and its text a schema.org JSON object (or list of them). A data block:
 * no policy allows or needs to allow it, and any other type of data block is not one the site writes.
 */
export const jsonLdScript: ExpectedScript = {
  name: 'JSON-LD (type="application/ld+json", a schema.org JSON object)',
  matches: ({ attributes, text }) => {
    if (attributes.type?.trim().toLowerCase() !== 'application/ld+json') return false
    if (Object.keys(attributes).some((name) => name !== 'type')) return false
    const data = parsesAsJson(text)
    const objects = Array.isArray(data) ? data : [data]
    return (
      objects.length > 0 &&
      objects.every(
        (item) =>
          typeof item === 'object' &&
          item !== null &&
          (item as Record<string, unknown>)['@context'] === 'https://schema.org',
      )
    )
  },
}

/** `self.__next_f.push(<JSON array>)`, the array's first item one of `kinds`; undefined otherwise. */
function flightPush(text: string, prefix: string, kinds: readonly number[]): boolean {
  if (!text.startsWith(prefix) || !text.endsWith(')')) return false
  const item = parsesAsJson(text.slice(prefix.length, -1))
  return Array.isArray(item) && kinds.includes(item[0] as number)
}

/**
 * The inline scripts Next 16 writes into a page, as its renderer writes them
 * (node_modules/next/dist/server/app-render/use-flight-response.js and Turbopack's chunk
 * loading): each exactly, so a script that only mentions one of them is not taken for it.
 *  - the RSC payload's queue: `(self.__next_f=self.__next_f||[]).push([0])`, then, for a page with
 *    a form state, `;self.__next_f.push([2,…])`: Next's client router reads the queue;
 *  - the RSC payload itself, chunk by chunk: `self.__next_f.push([1,"…"])`, or `[3,"<base64>"]`
 *    for bytes that are not UTF-8;
 *  - Turbopack's bootstrap (`<script id="_R_">`): `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({…})`,
 *    the page's chunks for its runtime.
 * Returns which one the text is, or undefined.
 */
export function nextInlineScript(
  text: string,
): 'flight bootstrap' | 'flight data' | 'turbopack bootstrap' | undefined {
  const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])'
  if (text === bootstrap) return 'flight bootstrap'
  if (
    text.startsWith(`${bootstrap};`) &&
    flightPush(text.slice(bootstrap.length + 1), 'self.__next_f.push(', [2])
  ) {
    return 'flight bootstrap'
  }
  if (flightPush(text, 'self.__next_f.push(', [1, 3])) return 'flight data'
  const turbopack = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push('
  if (text.startsWith(turbopack)) {
    const body = text.slice(turbopack.length).replace(/\);?$/, '')
    const chunks = parsesAsJson(body) as { otherChunks?: unknown } | undefined
    if (text.replace(/;$/, '').endsWith(')') && Array.isArray(chunks?.otherChunks)) {
      return 'turbopack bootstrap'
    }
  }
  return undefined
}
