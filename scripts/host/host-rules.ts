// The _headers and _redirects files of Netlify / Cloudflare Pages: read, so the local server and
// the tests serve web/out exactly as those hosts would, and the _headers text written
// (formatHeadersFile, which imports nothing of the build, so a browser-like test can use it).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A `_headers` rule: its path pattern, the headers it sets, and those it detaches (`! Name`). */
export type HeaderRule = { pattern: string; headers: [string, string][]; detach?: string[] }
export type RedirectRule = { from: string; to: string; status: number }

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  let current: HeaderRule | undefined
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: [] }
      rules.push(current)
      continue
    }
    const detached = /^\s+!\s*(\S+)\s*$/.exec(line)?.[1]
    if (current && detached) {
      current.detach = [...(current.detach ?? []), detached]
      continue
    }
    const at = line.indexOf(':')
    if (!current || at === -1) throw new Error(`_headers: cannot read line "${line.trim()}"`)
    current.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()])
  }
  return rules
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/)
      if (!from || !to) throw new Error(`_redirects: cannot read line "${line}"`)
      return { from, to, status: status ? Number.parseInt(status, 10) : 301 }
    })
}

/** Netlify-style pattern match: exact path, or a prefix ending in '*'. */
function matchesPattern(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1))
  return pattern === path
}

export function headersFor(rules: HeaderRule[], path: string): [string, string][] {
  return rules.filter((rule) => matchesPattern(rule.pattern, path)).flatMap((rule) => rule.headers)
}

export function loadHostRules(root: string): { headers: HeaderRule[]; redirects: RedirectRule[] } {
  const headersFile = join(root, '_headers')
  const redirectsFile = join(root, '_redirects')
  return {
    headers: existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [],
    redirects: existsSync(redirectsFile)
      ? parseRedirectsFile(readFileSync(redirectsFile, 'utf8'))
      : [],
  }
}

const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

/**
 * The rules as `_headers` text: a path line, then two-space indented `Name: value` lines, and a
 * `! Name` line for each header the rule detaches (Cloudflare Pages' syntax; Netlify's parser
 * skips a line without a colon).
 */
export function formatHeadersFile(rules: readonly HeaderRule[], comment?: string): string {
  const lines = comment ? comment.split('\n').map((line) => `# ${line}`.trimEnd()) : []
  for (const rule of rules) {
    if (!/^\/\S*$/.test(rule.pattern)) {
      throw new Error(`_headers: "${rule.pattern}" is not a path pattern (a "/" and no spaces)`)
    }
    if (lines.length > 0) lines.push('')
    lines.push(rule.pattern)
    for (const [name, value] of rule.headers) {
      if (!HEADER_NAME.test(name)) throw new Error(`_headers: "${name}" is not a header name`)
      if (/[\r\n]/.test(value) || value.trim() !== value || value === '') {
        throw new Error(`_headers: the ${name} value for ${rule.pattern} is empty or multi-line`)
      }
      lines.push(`  ${name}: ${value}`)
    }
    for (const name of rule.detach ?? []) {
      if (!HEADER_NAME.test(name)) throw new Error(`_headers: "${name}" is not a header name`)
      lines.push(`  ! ${name}`)
    }
  }
  return `${lines.join('\n')}\n`
}
