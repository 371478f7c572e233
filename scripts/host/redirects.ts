// The `_redirects` file (Netlify / Cloudflare Pages format) from the snapshot's redirect
// documents: `from to 301` for a permanent redirect, `from to 302` otherwise. Whether a redirect
// makes sense (plain paths, loops, shadowed pages) is checked by the content validation with the
// Studio's rules (studio/lib/paths.ts); here, last, against what the build really wrote and the
// host's limits (redirectFileProblems).

import type { BuiltRedirect } from '../../studio/lib/live-state.ts'
import { redirectLimits } from '../../web/lib/routes.ts'

export type RedirectSource = { _id?: string; _type: string; [field: string]: unknown }

/** One rule per redirect document, sorted by `from`; other documents are ignored. */
export function redirectRules(docs: readonly RedirectSource[]): BuiltRedirect[] {
  const rules: BuiltRedirect[] = []
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
    rules.push({ from, to, status: permanent === true ? 301 : 302 })
  }
  return rules.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
}

/** The `_redirects` lines: `from to status`, one per redirect document, sorted by `from`. */
export function redirectLines(docs: readonly RedirectSource[]): string[] {
  return redirectRules(docs).map(({ from, to, status }) => `${from} ${to} ${status}`)
}

/**
 * The address a file of the built site answers at: `services/x/index.html` at /services/x/ (and
 * at /services/x/index.html), any other file at its own path.
 */
export function fileAddresses(file: string): string[] {
  const path = `/${file.replaceAll('\\', '/')}`
  return path.endsWith('/index.html') ? [path, path.slice(0, -'index.html'.length)] : [path]
}

/** An address as the hosts compare it: no trailing slash, letters in lower case. */
function comparable(path: string): string {
  return path.replace(/(.)\/+$/, '$1').toLowerCase()
}

/**
 * What in the redirects the hosts would not apply as meant, each naming the redirect: a redirect
 * from an address the build wrote a file at (`files`, relative to the output folder: on
 * Cloudflare Pages the redirect would win over the file), more redirects or longer lines than
 * Cloudflare Pages reads (`redirectLimits`, web/lib/routes.ts).
 */
export function redirectFileProblems(
  docs: readonly RedirectSource[],
  files: readonly string[],
): string[] {
  const written = new Map<string, string>()
  for (const file of files) {
    for (const address of fileAddresses(file)) written.set(comparable(address), file)
  }
  const problems: string[] = []
  const redirects = docs.filter((doc) => doc._type === 'redirect')
  for (const doc of redirects) {
    const from = String(doc.from)
    const file = written.get(comparable(from))
    if (file) {
      problems.push(
        `${doc._id} (redirect) from ${from}: the build wrote ${file} there, and the redirect would hide it. Delete the redirect or give it an address the site does not use.`,
      )
    }
  }
  if (redirects.length > redirectLimits.staticRedirects) {
    problems.push(
      `There are ${redirects.length.toLocaleString('en-GB')} redirects; Cloudflare Pages reads at most ${redirectLimits.staticRedirects.toLocaleString('en-GB')} and ignores the rest. Delete old redirects nobody visits any more (the host's analytics show which).`,
    )
  }
  for (const line of redirectLines(docs)) {
    if (line.length > redirectLimits.lineLength) {
      problems.push(
        `The redirect from ${line.split(' ', 1)[0]} is ${line.length.toLocaleString('en-GB')} characters long; Cloudflare Pages reads at most ${redirectLimits.lineLength.toLocaleString('en-GB')} a redirect and ignores it. Shorten its new address.`,
      )
    }
  }
  return problems
}
