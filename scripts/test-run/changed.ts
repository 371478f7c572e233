// `npm run test:changed`: the verdict of one change in minutes. It reads what changed against HEAD
// (or another base: committed, staged, unstaged and untracked files), chooses the checks those
// files can affect, says which and why, and runs them with npm test's runner (steps.ts). Lint and
// typecheck always run. A file it cannot trace (a script, the Studio, the tests' support code, a
// setting) runs the whole of npm test (suite.ts).
//
// What a file feeds, by where it is:
//   a unit test, or a file unit tests import   the unit tests that import it (vitest related)
//   the docs, the workflow, Renovate            the unit tests that read them
//   a part of the site (web/components/<part>/) the site built again; the browser tests of
//                                               the parts that use it (its own, and those whose
//                                               files import it: siteParts), the walk over every
//                                               page (a11y.spec.ts) and every picture address
//                                               (smoke.spec.ts); the checks of the built pages
//                                               (pageChecks); the visitor jobs in three engines
//                                               when they use one of those parts
//   the site's shared components, pages, islands, theme: as a part, with every site browser test
//   a browser, build-level or engines test      itself, after the site is built again
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix, sep } from 'node:path'
import { repoRoot } from '../lib/env.ts'
import { type FixedPort, npmRunArgs, runTestSteps, type Step } from './steps.ts'
import { browserTestsPort, suitePorts, suiteSteps } from './suite.ts'

/**
 * Each part of the site (a folder of web/components/) and what checks it beyond the walk over
 * every page: its browser tests (tests/e2e/), and whether the visitor jobs
 * (tests/engines/visitor-jobs.ts) use it.
 */
export const siteParts: Record<string, { what: string; specs: string[]; engines: boolean }> = {
  areas: { what: 'the areas pages', specs: [], engines: true },
  breakdown: { what: 'the Broken down page', specs: ['breakdown-page.spec.ts'], engines: true },
  chrome: {
    what: "every page's header, menu, consent notice and footer",
    specs: ['chrome.spec.ts', 'islands.spec.ts'],
    engines: true,
  },
  contact: {
    what: 'the contact form',
    specs: ['contact-form.spec.ts', 'where-are-you.spec.ts', 'roadside.spec.ts', 'islands.spec.ts'],
    engines: true,
  },
  home: {
    what: 'the home page',
    specs: ['home.spec.ts', 'roadside.spec.ts', 'islands.spec.ts'],
    engines: true,
  },
  legal: { what: 'the legal pages', specs: ['towns-legal-errors.spec.ts'], engines: false },
  sections: {
    what: "the service pages' sections",
    specs: ['service-pages.spec.ts'],
    engines: true,
  },
  seo: { what: "every page's metadata", specs: ['seo.spec.ts'], engines: false },
  town: {
    what: 'the town pages',
    specs: ['towns-legal-errors.spec.ts', 'roadside.spec.ts'],
    engines: true,
  },
}

/** The browser tests every change to the site gets: every page walked, every picture asked for. */
export const everyPage = ['a11y.spec.ts', 'smoke.spec.ts']

/** The build-level tests that check the built pages and build nothing themselves. */
export const pageChecks = ['integrity.test.ts', 'page-types.test.ts']

/** What one changed file needs run. */
type Effect = {
  why: string
  /** It cannot be traced: the whole of npm test. */
  whole?: boolean
  /** Files whose unit tests run (vitest related), or 'all' of them. */
  unit?: string[] | 'all'
  /** The site's browser tests to run after a build (file names in tests/e2e/), or 'all'. */
  specs?: string[] | 'all'
  /** Build-level test files (in tests/build/) to run after a build. */
  buildTests?: string[]
  engines?: boolean
}

/** The files of web/components/ (its tests aside), each with the files there it imports. */
function componentImports(): Map<string, string[]> {
  const dir = join(repoRoot, 'web', 'components')
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `web/components/${file.split(sep).join('/')}`)
    .sort()
  const known = new Set(files)
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith('@/')
      ? `web/${specifier.slice(2)}`
      : specifier.startsWith('.')
        ? posix.join(posix.dirname(from), specifier)
        : undefined
    if (!base) return undefined
    return [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`].find(
      (candidate) => known.has(candidate),
    )
  }
  return new Map(
    files.map((file) => {
      const text = readFileSync(join(repoRoot, file), 'utf8')
      // Static and dynamic imports, in the single quotes Biome writes.
      const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(
        ([, specifier]) => specifier ?? '',
      )
      return [file, specifiers.flatMap((specifier) => resolve(file, specifier) ?? [])]
    }),
  )
}

/** `file` and every file of web/components/ that imports it, directly or through others. */
function usersOf(file: string, imports: Map<string, string[]>): Set<string> {
  const users = new Set([file])
  for (const user of users) {
    for (const [other, imported] of imports) if (imported.includes(user)) users.add(other)
  }
  return users
}

/** A part of the site: the site built again and its checks. */
function sitePart(file: string, what: string, specs: string[] | 'all', engines: boolean): Effect {
  const browserTests =
    specs === 'all'
      ? 'every browser test of the site'
      : `${[...specs, ''].join(', ')}every page walked (${everyPage.join(', ')})`
  return {
    why: `${what}: the site built, ${browserTests}, the built pages checked (${pageChecks.join(', ')})${engines ? ', the visitor jobs in three engines' : ''}, the unit tests that import it`,
    unit: [file],
    specs: specs === 'all' ? 'all' : [...specs, ...everyPage],
    buildTests: pageChecks,
    engines,
  }
}

const unitTestsThatRead = (tests: string[], what: string): Effect => ({
  why: `${what}: the unit tests that read them (${tests.map((test) => test.replace('tests/unit/', '')).join(', ')})`,
  unit: tests,
})

/**
 * What a changed component needs: the checks of every part of the site that uses it (its own
 * folder's and those of the folders whose files import it), or every site check when one of
 * them is not a part (ui/, the files beside the folders).
 */
function componentEffect(file: string, imports: Map<string, string[]>): Effect {
  const folders = new Set(
    [...usersOf(file, imports)].map((user) => user.split('/').slice(2, -1)[0] ?? ''),
  )
  const parts = [...folders].map((folder) => siteParts[folder])
  if (!parts.every((part) => part !== undefined)) {
    return sitePart(file, 'on every page', 'all', true)
  }
  return sitePart(
    file,
    parts.map((part) => part.what).join(', '),
    [...new Set(parts.flatMap((part) => part.specs))],
    parts.some((part) => part.engines),
  )
}

/** What a changed file (a path relative to the repository) needs run, and why. */
function effectOf(file: string, imports: () => Map<string, string[]>): Effect {
  const spec = file.match(/^tests\/e2e\/([^/]+\.spec\.ts)$/)
  const buildTest = file.match(/^tests\/build\/([^/]+\.test\.ts)$/)
  if (file === 'tests/unit/setup.ts' || file === 'tests/vitest.config.ts') {
    return { why: "the unit tests' setup: every unit test", unit: 'all' }
  }
  if (/\.test\.tsx?$/.test(file) && !/^tests\/(e2e|build|engines)\//.test(file)) {
    return { why: 'a unit test: itself', unit: [file] }
  }
  if (file.startsWith('tests/unit/')) {
    return { why: "the unit tests' helper: the unit tests that import it", unit: [file] }
  }
  if (file.endsWith('.md') || file.startsWith('docs/')) {
    return unitTestsThatRead(['tests/unit/docs.test.ts'], 'the docs')
  }
  if (file.startsWith('.github/') || file === 'renovate.json' || file.startsWith('.ci/')) {
    return unitTestsThatRead(
      ['tests/unit/repo-habits.test.ts', 'tests/unit/ci-jobs.test.ts'],
      'CI and Renovate',
    )
  }
  if (/^web\/components\/(server-chakra|preview)\//.test(file)) {
    return {
      why: 'read by page finishing (server-chakra) or the preview server (preview) too: the whole suite',
      whole: true,
    }
  }
  if (file.startsWith('web/components/')) return componentEffect(file, imports())
  if (/^web\/(app|islands|theme|public)\//.test(file)) {
    return sitePart(file, 'on every page', 'all', true)
  }
  if (spec && spec[1] !== 'studio.spec.ts') {
    return { why: 'a browser test of the site: itself, on a fresh build', specs: [spec[1] ?? ''] }
  }
  if (buildTest) {
    return { why: 'a build-level test: itself, after the build', buildTests: [buildTest[1] ?? ''] }
  }
  if (file.startsWith('tests/engines/')) {
    return { why: 'the visitor jobs: in three engines, on a fresh build', engines: true }
  }
  return { why: 'cannot tell what it affects: the whole suite', whole: true }
}

/** What a change needs run: npm test's steps or some of them, the ports they take, and why. */
export type Choice = {
  /** One line per changed file: what it feeds. */
  reasons: string[]
  /** The steps to run, or 'whole': every step of npm test. */
  steps: Step[] | 'whole'
  ports: FixedPort[]
}

/**
 * The checks the changed `files` (paths relative to the repository) can affect. `routeTypes`:
 * whether a build has written the route types typecheck reads (web/.next/types).
 */
export function chooseChecks(
  files: string[],
  { env = process.env, routeTypes = true }: { env?: NodeJS.ProcessEnv; routeTypes?: boolean } = {},
): Choice {
  let imports: Map<string, string[]> | undefined
  const readImports = () => {
    imports ??= componentImports()
    return imports
  }
  const effects = files.map((file) => ({ file, ...effectOf(file, readImports) }))
  const reasons = effects.map(({ file, why }) => `${file}: ${why}`)
  if (effects.some((effect) => effect.whole)) {
    return { reasons, steps: 'whole', ports: suitePorts(env) }
  }
  /** What the effects ask of one kind: nothing, 'all', or the files, each once. */
  const union = (picked: (string[] | 'all' | undefined)[]): string[] | 'all' | undefined => {
    const asked = picked.filter((value) => value !== undefined)
    if (asked.length === 0) return undefined
    return asked.includes('all') ? 'all' : [...new Set(asked.flat())]
  }
  const unit = union(effects.map((effect) => effect.unit))
  const specs = union(effects.map((effect) => effect.specs))
  const buildTests = union(effects.map((effect) => effect.buildTests))
  const engines = effects.some((effect) => effect.engines)
  const needsBuild = specs !== undefined || buildTests !== undefined || engines || !routeTypes
  if (!routeTypes && !(specs || buildTests || engines)) {
    reasons.push('typecheck reads the route types a build writes, and there are none yet: a build')
  }

  const after = needsBuild ? { after: 'build' } : {}
  const steps: Step[] = [
    ...(needsBuild ? [{ script: 'build', live: true, env: { NEXT_SKIP_TYPECHECK: '1' } }] : []),
    { script: 'lint', background: true },
    { script: 'typecheck', background: true, ...after },
  ]
  // After the build when there is one: some unit tests read what it writes (suite.ts says which).
  if (unit === 'all') steps.push({ script: 'test:unit', ...after })
  else if (unit) {
    // A deleted file has no tests to find; vitest related wants files that exist.
    const present = unit.filter((file) => existsSync(join(repoRoot, file)))
    if (present.length > 0) steps.push({ script: 'test:related', args: present, ...after })
  }
  if (specs) {
    steps.push({
      script: 'test:e2e',
      // --project=…: with a space, Playwright's --project would take the files as projects too.
      args: [
        '--project=phone',
        '--project=desktop',
        ...(specs === 'all' ? [] : specs.map((name) => `tests/e2e/${name}`)),
      ],
      live: true,
      ...after,
    })
  }
  if (buildTests) {
    steps.push({
      script: 'test:build',
      args: buildTests === 'all' ? [] : buildTests.map((name) => `tests/build/${name}`),
      ...after,
    })
  }
  if (engines) steps.push({ script: 'test:engines', ...after })
  return { reasons, steps, ports: specs ? [browserTestsPort(env)] : [] }
}

/**
 * The files of the repository at `cwd` changed against `base`: committed since, staged, unstaged,
 * deleted (both names of a rename), and untracked.
 */
export function changedFiles(base: string, cwd = repoRoot): string[] {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8' }).split('\0').filter(Boolean)
  return [
    ...new Set([
      ...git(['diff', '--name-only', '--no-renames', '-z', base]),
      ...git(['ls-files', '--others', '--exclude-standard', '-z']),
    ]),
  ].sort()
}

const stepLine = (step: Step) => `  ${['npm', ...npmRunArgs(step)].join(' ')}`

/**
 * Chooses the checks for what changed against `base`, prints them and why, and runs them
 * (unless `dryRun`); resolves with the run's exit code.
 */
export async function runChangedChecks({
  base,
  dryRun,
  env,
}: {
  base: string
  dryRun: boolean
  env: NodeJS.ProcessEnv
}): Promise<number> {
  const name = 'npm run test:changed'
  const files = changedFiles(base)
  if (files.length === 0) {
    console.log(`${name}: nothing changed against ${base}: nothing to check.`)
    return 0
  }
  const routeTypes = existsSync(join(repoRoot, 'web', '.next', 'types'))
  const choice = chooseChecks(files, { env, routeTypes })
  const steps = choice.steps === 'whole' ? suiteSteps : choice.steps
  console.log(
    `${name}: ${files.length} file${files.length === 1 ? '' : 's'} changed against ${base}\n${choice.reasons
      .map((reason) => `  ${reason}`)
      .join('\n')}\n${
      choice.steps === 'whole' ? 'so the whole of npm test:' : 'so these checks:'
    }\n${steps.map(stepLine).join('\n')}`,
  )
  if (dryRun) return 0
  return runTestSteps(steps, { ports: choice.ports, name })
}
