// The docs cannot drift from the code: every repository path, npm script, environment variable
// and section that README.md, docs/*.md and .env.example name must exist (a variable must be
// read by something). The checker is tested on made-up text first, so it is known to fail.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..', '..')

/** Every file git tracks, relative to the root. */
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean)
  .filter((path) => existsSync(join(root, path)))
const trackedNames = new Set(tracked.map((path) => basename(path)))

/** The source the docs describe: what reads variables and writes generated files. */
const sourceText = tracked
  .filter((path) => /\.(ts|tsx|cjs|mjs|js|json|toml|sh)$|^\.ci\//.test(path))
  .filter((path) => !path.startsWith('tests/fixtures/') && path !== 'package-lock.json')
  .filter((path) => !path.endsWith('docs.test.ts'))
  .map((path) => readFileSync(join(root, path), 'utf8'))
  .join('\n')

const packageScripts = (dir: string): Set<string> =>
  new Set(
    Object.keys(JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).scripts ?? {}),
  )

/**
 * Variables the docs name that another program reads, not ours: each with who reads it. Nothing
 * else may be named without being read.
 */
const READ_BY_OTHERS: Record<string, string> = {
  SANITY_AUTH_TOKEN: "Sanity's CLI (sanity login's token, for deploy in CI)",
  NODE_VERSION: "Netlify's build image (which Node it installs)",
}

/** Headings of a Markdown text as GitHub anchors. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  for (const [, heading = ''] of markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    anchors.add(
      heading
        .trim()
        .toLowerCase()
        .replace(/[`*_]/g, '')
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .replace(/\s/g, '-'),
    )
  }
  return anchors
}

function headingsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map(([, heading = '']) => heading.trim())
}

const gitIgnored = (path: string): boolean => {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: root })
    return true
  } catch {
    return false
  }
}

const REPOSITORY_ROOTS = /^(web|studio|scripts|tests|docs|netlify|bench|\.ci|\.github)\//
const ROOT_FILES = new Set(
  readdirSync(root).filter((name) => name !== 'node_modules' && !name.startsWith('.git')),
)
const ENV_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/

/** What one document claims exists, found in its code spans, links and section references. */
function problemsIn(file: string, text: string, readText = readDoc): string[] {
  const problems: string[] = []
  const here = dirname(file)
  const isEnvFile = basename(file).startsWith('.env')

  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map(([, span = '']) => span.trim())

  // Repository paths in code spans.
  for (const span of spans) {
    const path = span.replace(/^\.\//, '').replace(/[:#].*$/, '')
    if (/[\s*{}<>…|$]/.test(path) || path.includes('..')) continue
    const named =
      REPOSITORY_ROOTS.test(path) ||
      ROOT_FILES.has(path.replace(/\/$/, '')) ||
      /^\.?[\w.-]+\.(ts|tsx|json|toml|md|ndjson|cjs)$/.test(path)
    if (!named) continue
    if (!path.includes('/') && !ROOT_FILES.has(path)) {
      if (!trackedNames.has(path) && !sourceText.includes(path))
        problems.push(`${file}: \`${span}\`: no file of that name in the repository`)
      continue
    }
    if (existsSync(join(root, path))) continue
    // A generated path (build output, caches) exists once something writes it: the code must
    // name it.
    // (As a folder too: a .gitignore line for a folder matches a path that does not exist yet only
    // when the path ends in a slash.)
    const ignored = gitIgnored(path) || gitIgnored(`${path.replace(/\/$/, '')}/`)
    const generated = ignored && sourceText.includes(basename(path.replace(/\/$/, '')))
    if (!generated) problems.push(`${file}: \`${span}\`: no such path in the repository`)
  }

  // npm scripts.
  for (const [, name = '', workspace] of text.matchAll(
    /npm run ([\w:]+(?:-[\w:]+)*)(?:[^`\n]*?\s-w\s+(web|studio))?/g,
  )) {
    const scripts = packageScripts(workspace ?? '.')
    if (!scripts.has(name))
      problems.push(
        `${file}: npm run ${name}${workspace ? ` -w ${workspace}` : ''}: no such script in ${workspace ?? '.'}/package.json`,
      )
  }

  // Environment variables: in code spans, `NAME=value` spans, and (in .env files) every line.
  const variables = new Set<string>()
  for (const span of spans) {
    const name = span.split('=')[0] ?? ''
    if (ENV_NAME.test(name)) variables.add(name)
  }
  if (isEnvFile)
    for (const [, name = ''] of text.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)) variables.add(name)
  for (const name of variables) {
    if (READ_BY_OTHERS[name]) continue
    if (!new RegExp(`\\b${name}\\b`).test(sourceText))
      problems.push(`${file}: ${name}: no code reads this variable`)
  }

  // Links to files and their sections.
  for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target)) continue
    const [path = '', anchor] = target.split('#')
    const targetFile = path ? join(here, path) : file
    if (path && !existsSync(join(root, targetFile))) {
      problems.push(`${file}: link to ${target}: no such file`)
      continue
    }
    if (anchor && targetFile.endsWith('.md') && !anchorsOf(readText(targetFile)).has(anchor))
      problems.push(`${file}: link to ${target}: no such section`)
  }

  // Section references in prose: README "Pictures", docs/hosting.md "Deploy".
  for (const [, doc = '', section = ''] of text.matchAll(
    /\b(README(?:\.md)?|docs\/[\w-]+\.md)(?:'s)?,? (?:section )?"([^"]+)"/g,
  )) {
    const target = doc.startsWith('README') ? 'README.md' : doc
    if (!existsSync(join(root, target))) continue
    if (!headingsOf(readText(target)).some((heading) => heading.includes(section)))
      problems.push(`${file}: ${doc} "${section}": no such section`)
  }
  return problems
}

function readDoc(path: string): string {
  return readFileSync(join(root, path), 'utf8')
}

const documents = [
  'README.md',
  '.env.example',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => relative(root, join(root, 'docs', name))),
]

describe('the docs checker', () => {
  it('finds a renamed path, a missing script, an unread variable, a broken section', () => {
    const text = [
      'See `web/lib/routes-renamed.ts` and `scripts/postbuild.ts`.',
      'Run `npm run no-such-script`, then `npm run build`.',
      'Set `KERBSIDE_NOT_READ_ANYWHERE` and `SITE_URL`.',
      'Read [hosting](hosting.md#no-such-heading) and [the map](architecture.md).',
      'Defaults in README "No such section".',
    ].join('\n')
    expect(problemsIn('docs/made-up.md', text)).toEqual([
      'docs/made-up.md: `web/lib/routes-renamed.ts`: no such path in the repository',
      'docs/made-up.md: npm run no-such-script: no such script in ./package.json',
      'docs/made-up.md: KERBSIDE_NOT_READ_ANYWHERE: no code reads this variable',
      'docs/made-up.md: link to hosting.md#no-such-heading: no such section',
      'docs/made-up.md: README "No such section": no such section',
    ])
  })

  it('reads every variable line of an env file', () => {
    expect(problemsIn('.env.example', 'KERBSIDE_NOT_READ_ANYWHERE=1\nSITE_URL=\n')).toEqual([
      '.env.example: KERBSIDE_NOT_READ_ANYWHERE: no code reads this variable',
    ])
  })

  it('makes GitHub anchors of headings', () => {
    expect(anchorsOf('## Deploy on Netlify\n### `npm run setup`: first time')).toEqual(
      new Set(['deploy-on-netlify', 'npm-run-setup-first-time']),
    )
  })
})

describe.each(documents)('%s', (file) => {
  it('names only paths, scripts, variables and sections that exist', () => {
    expect(problemsIn(file, readDoc(file))).toEqual([])
  })
})
