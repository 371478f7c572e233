// The repository's own habits hold. CI (.github/workflows/ci.yml) runs npm test's steps as jobs
// on the project's Node (tests/unit/ci-jobs.test.ts proves they run what npm test runs), and
// .ci/run is still the README's test command. `npm run lint` checks every workflow with action-validator
// (@action-validator/cli), which is first shown failing on workflows broken on purpose. Renovate's
// groups (renovate.json) name only packages the project depends on, so a renamed or dropped
// dependency fails here rather than leaving a group that matches nothing; the checker is tested
// on a made-up config first, so it is known to fail.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, matchesGlob } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { repoRoot } from '../../scripts/lib/env.ts'

const readJson = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8'))

type PackageJson = {
  scripts?: Record<string, string>
  engines?: { node?: string }
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}
const workspaces = ['package.json', 'web/package.json', 'studio/package.json']
const packageJsons = workspaces.map((path) => readJson(path) as PackageJson)
const [rootPackage] = packageJsons
/** Every package the root, web/ and studio/ depend on, with the version each pins. */
const dependencies = packageJsons.flatMap((pkg) =>
  Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }),
)
const dependencyNames = new Set(dependencies.map(([name]) => name))

const workflowsDir = '.github/workflows'
const ciPath = `${workflowsDir}/ci.yml`
const ci = readFileSync(join(repoRoot, ciPath), 'utf8')

/** action-validator, as `npm run lint` runs it, on one file. */
function validate(file: string): { code: number | null; output: string } {
  const bin = join(repoRoot, 'node_modules', '.bin', 'action-validator')
  const result = spawnSync(process.execPath, [bin, file], { cwd: repoRoot, encoding: 'utf8' })
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('the CI workflow', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'repo-habits-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('fails the linter on a workflow broken three ways, and reports each', () => {
    const breaks = [
      // A misspelled key.
      ['timeout-minutes: 20', 'timeout-minuts: 20', "Additional property 'timeout-minuts'"],
      // An event GitHub does not have.
      ['  pull_request:', '  pull-request:', "Additional property 'pull-request'"],
      // A runs-on that names no runner.
      ['runs-on: ubuntu-latest', 'runs-on: 42', '/jobs/build/runs-on'],
    ]
    let broken = ci
    for (const [from = '', to = ''] of breaks) {
      expect(broken).toContain(from)
      broken = broken.replace(from, to)
    }
    const file = join(scratch, 'broken.yml')
    writeFileSync(file, broken)
    const { code, output } = validate(file)
    expect(code).toBe(1)
    for (const [, , reported = ''] of breaks) expect(output).toContain(reported)
  })

  it('passes the linter, as does every workflow, and npm run lint checks each of them', () => {
    const workflows = readdirSync(join(repoRoot, workflowsDir))
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => `${workflowsDir}/${name}`)
    expect(workflows).toContain(ciPath)
    for (const workflow of workflows) {
      expect(rootPackage?.scripts?.lint).toContain(`action-validator ${workflow}`)
      expect(validate(workflow)).toEqual({ code: 0, output: '' })
    }
  })

  it("runs every job on the project's Node major, read-only, within 20 minutes, with actions pinned to a commit", () => {
    expect(readFileSync(join(repoRoot, '.ci/run'), 'utf8')).toContain('npm ci && npm test')
    expect(ci).toMatch(/^permissions:\n\s+contents: read\n\n/m)
    expect(ci).toMatch(/^\s+cancel-in-progress: true$/m)
    const major = rootPackage?.engines?.node?.match(/>=(\d+)/)?.[1]
    const jobs = Object.values(
      (parse(ci) as { jobs: Record<string, Record<string, unknown>> }).jobs,
    )
    expect(jobs.length).toBeGreaterThan(1)
    for (const job of jobs) {
      expect(job['timeout-minutes']).toBeLessThanOrEqual(20)
      expect((job.container as { image: string }).image).toMatch(new RegExp(`^node:${major}-`))
    }
    const actions = [...ci.matchAll(/uses: (\S+)/g)].map(([, action]) => action)
    expect(actions.length).toBeGreaterThan(0)
    for (const action of actions) expect(action).toMatch(/@[0-9a-f]{40}$/)
  })
})

type PackageRule = {
  groupName?: string
  description?: string
  matchPackageNames?: string[]
  matchUpdateTypes?: string[]
  automerge?: boolean
  rangeStrategy?: string
}
type RenovateConfig = { packageRules: PackageRule[] }

/**
 * The patterns of matchPackageNames that match no dependency: an exact name that is not one, or a
 * glob or /regex/ (Renovate's two pattern syntaxes) that matches none.
 */
function patternsMatchingNothing(config: RenovateConfig, names: Set<string>): string[] {
  const matches = (pattern: string): boolean => {
    const regex = pattern.match(/^\/(.+)\/(i?)$/)
    if (regex) return [...names].some((name) => new RegExp(regex[1] ?? '', regex[2]).test(name))
    if (/[*?[{]/.test(pattern)) return [...names].some((name) => matchesGlob(name, pattern))
    return names.has(pattern)
  }
  return config.packageRules
    .flatMap((rule) => rule.matchPackageNames ?? [])
    .filter((pattern) => !pattern.startsWith('!') && !matches(pattern))
}

describe('Renovate', () => {
  const config = readJson('renovate.json') as RenovateConfig
  const matchesName = (rule: PackageRule, name: string) =>
    rule.matchPackageNames?.some((pattern) => matchesGlob(name, pattern)) ?? true
  const groupOf = (name: string) =>
    config.packageRules.find(
      (rule) => rule.groupName && rule.matchPackageNames && matchesName(rule, name),
    )
  /** Whether an update merges itself: the last rule matching its name and type that says. */
  const automerges = (name: string, updateType: string) =>
    config.packageRules
      .filter((rule) => matchesName(rule, name))
      .filter((rule) => rule.matchUpdateTypes?.includes(updateType) ?? true)
      .reduce((automerge, rule) => rule.automerge ?? automerge, false)

  it('finds a renamed or missing package in a made-up config', () => {
    const madeUp: RenovateConfig = {
      packageRules: [
        { groupName: 'Sanity', matchPackageNames: ['sanity', '@sanity/clint', '@sanity/**'] },
        { groupName: 'Vitest', matchPackageNames: ['vitest', '@vitest/**', '/^vite$/'] },
      ],
    }
    expect(patternsMatchingNothing(madeUp, dependencyNames)).toEqual([
      '@sanity/clint',
      '@vitest/**',
      '/^vite$/',
    ])
  })

  it('names only packages the root, web/ or studio/ depend on', () => {
    expect(patternsMatchingNothing(config, dependencyNames)).toEqual([])
  })

  it("groups Sanity's packages, Next.js with React, Chakra UI with Emotion", () => {
    const sanity = groupOf('sanity')
    for (const name of ['@sanity/client', '@sanity/vision', 'groq', 'groq-js']) {
      expect(groupOf(name)).toBe(sanity)
    }
    const next = groupOf('next')
    for (const name of ['react', 'react-dom', '@types/react']) expect(groupOf(name)).toBe(next)
    const chakra = groupOf('@chakra-ui/react')
    for (const name of ['@emotion/react', 'stylis']) expect(groupOf(name)).toBe(chakra)
    const groups = [sanity, next, chakra, groupOf('@playwright/test'), groupOf('vitest')]
    expect(groups.every(Boolean)).toBe(true)
    expect(new Set(groups).size).toBe(groups.length)
  })

  it('never merges a major by itself, nor the held Sanity and Chakra UI updates, which wait for CI', () => {
    expect(automerges('typescript', 'minor')).toBe(true)
    for (const name of ['sanity', '@chakra-ui/react', 'next', 'typescript']) {
      expect(automerges(name, 'major')).toBe(false)
    }
    for (const held of ['sanity', '@chakra-ui/react']) {
      expect(automerges(held, 'patch')).toBe(false)
      expect(groupOf(held)?.description).toMatch(/only when CI passes/)
    }
  })

  it('pins exact versions, as every package.json does', () => {
    expect(config.packageRules.some((rule) => rule.rangeStrategy === 'pin')).toBe(true)
    const ranges = dependencies.filter(([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))
    expect(ranges).toEqual([])
  })
})
