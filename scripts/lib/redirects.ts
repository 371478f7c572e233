// The `_redirects` file (Netlify / Cloudflare Pages format) from the snapshot's redirect
// documents: `from to 301` for a permanent redirect, `from to 302` otherwise. Whether a redirect
// makes sense (loops, shadowed pages) is checked by the content validation, not here.

export type RedirectSource = { _id?: string; _type: string; [field: string]: unknown }

/** One line per redirect document, sorted by `from`; other documents are ignored. */
export function redirectLines(docs: readonly RedirectSource[]): string[] {
  const lines: { from: string; line: string }[] = []
  for (const doc of docs) {
    if (doc._type !== 'redirect') continue
    const { from, to, permanent } = doc
    const name = doc._id ?? `redirect ${JSON.stringify(from)}`
    if (typeof from !== 'string' || !from.startsWith('/') || /\s/.test(from)) {
      throw new Error(`${name}: "from" must be a path starting with "/" and without spaces`)
    }
    if (typeof to !== 'string' || to === '' || /\s/.test(to)) {
      throw new Error(`${name}: "to" must be a path or URL without spaces`)
    }
    // Only an explicit `permanent: true` is cached for good by browsers; anything else is 302.
    lines.push({ from, line: `${from} ${to} ${permanent === true ? 301 : 302}` })
  }
  return lines.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)).map((l) => l.line)
}
