// `npm run test:changed` chooses the checks a change can affect: what each kind of file feeds,
// the whole suite for a file it cannot trace, the browser tests' port from E2E_PORT, and the
// files git says changed (a scratch repository).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { listTests } from '../../tests/unit/list-tests.ts'
import { repoRoot } from '../lib/env.ts'
import { changedFiles, chooseChecks, everyPage, pageChecks, siteParts } from './changed.ts'
import type { Step } from './steps.ts'
import { suitePorts } from './suite.ts'

/** Each step as the command line it runs, and what it waits for; ['whole'] for npm test's. */
const commands = (steps: Step[] | 'whole'): string[] =>
  steps === 'whole'
    ? ['whole']
    : steps.map(
        (step) =>
          `${step.script}${step.args?.length ? ` -- ${step.args.join(' ')}` : ''}${step.after ? ` (after ${step.after})` : ''}`,
      )

const site = '--project=phone --project=desktop'

describe('test:changed chooses', () => {
  it("for one component of a part: the site built, the part's browser tests, every page walked, the page checks, the engines, and its unit tests", () => {
    const file = 'web/components/breakdown/breakdown-page.tsx'
    const choice = chooseChecks([file], { env: { E2E_PORT: '4273' } })
    expect(commands(choice.steps)).toEqual([
      'build',
      'lint',
      'typecheck (after build)',
      `test:related -- ${file} (after build)`,
      `test:e2e -- ${site} tests/e2e/breakdown-page.spec.ts tests/e2e/a11y.spec.ts tests/e2e/smoke.spec.ts (after build)`,
      'test:build -- tests/build/integrity.test.ts tests/build/page-types.test.ts (after build)',
      'test:engines (after build)',
    ])
    expect(choice.ports).toEqual([{ port: 4273, what: "the browser tests' site" }])
    expect(choice.reasons).toEqual([
      `${file}: the Broken down page: the site built, breakdown-page.spec.ts, every page walked (a11y.spec.ts, smoke.spec.ts), the built pages checked (integrity.test.ts, page-types.test.ts), the visitor jobs in three engines, the unit tests that import it`,
    ])
  })

  it('for a component other parts import: their browser tests too', () => {
    // contact/place-help.tsx imports it, and home/contact-section.tsx imports that.
    const choice = chooseChecks(['web/components/breakdown/place-advice.tsx'])
    expect(commands(choice.steps)).toContain(
      `test:e2e -- ${site} tests/e2e/breakdown-page.spec.ts tests/e2e/contact-form.spec.ts tests/e2e/where-are-you.spec.ts tests/e2e/roadside.spec.ts tests/e2e/islands.spec.ts tests/e2e/home.spec.ts tests/e2e/a11y.spec.ts tests/e2e/smoke.spec.ts (after build)`,
    )
    expect(choice.reasons[0]).toMatch(/: the Broken down page, the contact form, the home page: /)
  })

  it('no visitor jobs for a part they do not use, and each browser test once for two parts', () => {
    const choice = chooseChecks([
      'web/components/legal/legal-page.tsx',
      'web/components/town/town-page.tsx',
    ])
    const steps = commands(choice.steps)
    expect(steps).toContain(
      `test:e2e -- ${site} tests/e2e/towns-legal-errors.spec.ts tests/e2e/a11y.spec.ts tests/e2e/smoke.spec.ts tests/e2e/roadside.spec.ts (after build)`,
    )
    expect(steps).toContain('test:engines (after build)')
    expect(commands(chooseChecks(['web/components/legal/legal-page.tsx']).steps)).not.toContain(
      'test:engines (after build)',
    )
  })

  it("every site browser test for what every page shows (a shared component, a page's route)", () => {
    for (const file of ['web/components/ui/call-button.tsx', 'web/app/page.tsx']) {
      const steps = commands(chooseChecks([file]).steps)
      expect(steps).toContain(`test:e2e -- ${site} (after build)`)
      expect(steps).toContain('test:engines (after build)')
    }
  })

  it('the unit tests that read the docs or the workflow, with no build when the route types are there', () => {
    const choice = chooseChecks(['README.md', '.github/workflows/ci.yml'])
    expect(commands(choice.steps)).toEqual([
      'lint',
      'typecheck',
      'test:related -- tests/unit/docs.test.ts tests/unit/repo-habits.test.ts tests/unit/ci-jobs.test.ts',
    ])
    expect(choice.ports).toEqual([])
  })

  it('a build first when typecheck has no route types to read, saying why', () => {
    const choice = chooseChecks(['docs/testing.md'], { routeTypes: false })
    expect(commands(choice.steps)).toEqual([
      'build',
      'lint',
      'typecheck (after build)',
      'test:related -- tests/unit/docs.test.ts (after build)',
    ])
    expect(choice.reasons.at(-1)).toMatch(/route types a build writes, and there are none yet/)
  })

  it('a test file: itself (a unit test, a browser test, a build-level test); every unit test for their setup', () => {
    expect(commands(chooseChecks(['scripts/lib/priority.test.ts']).steps)).toContain(
      'test:related -- scripts/lib/priority.test.ts',
    )
    expect(commands(chooseChecks(['tests/e2e/home.spec.ts']).steps)).toContain(
      `test:e2e -- ${site} tests/e2e/home.spec.ts (after build)`,
    )
    expect(commands(chooseChecks(['tests/build/page-types.test.ts']).steps)).toContain(
      'test:build -- tests/build/page-types.test.ts (after build)',
    )
    expect(commands(chooseChecks(['tests/unit/setup.ts']).steps)).toContain('test:unit')
  })

  it('the whole suite, with its ports, for a file it cannot trace, alone or beside others', () => {
    for (const files of [
      ['scripts/lib/env.ts'],
      ['studio/schemaTypes/town.ts'],
      ['tests/e2e/studio.spec.ts'],
      ['tests/support/site-routes.ts'],
      ['web/lib/routes.ts'],
      ['web/components/server-chakra/style-groups.ts'],
      ['package.json', 'web/components/home/faq-section.tsx'],
    ]) {
      const choice = chooseChecks(files, { env: {} })
      expect(choice.steps).toBe('whole')
      expect(choice.ports).toEqual(suitePorts({}))
    }
  })

  it('a deleted file has no unit tests to find', () => {
    const steps = commands(chooseChecks(['web/components/home/gone.tsx']).steps)
    expect(steps.some((step) => step.startsWith('test:related'))).toBe(false)
    expect(steps).toContain('build')
  })

  it('names only browser tests, build-level tests and parts that exist', () => {
    const specs = new Set(readdirSync(join(repoRoot, 'tests', 'e2e')))
    const named = [...Object.values(siteParts).flatMap((part) => part.specs), ...everyPage]
    expect(named.filter((spec) => !specs.has(spec))).toEqual([])
    for (const file of pageChecks)
      expect(existsSync(join(repoRoot, 'tests', 'build', file))).toBe(true)
    for (const part of Object.keys(siteParts)) {
      expect(existsSync(join(repoRoot, 'web', 'components', part))).toBe(true)
    }
  })
})

describe("test:changed's arguments", () => {
  it('are read by Playwright and vitest as meant: the chosen files, in the site projects', async () => {
    const steps = chooseChecks(['web/components/breakdown/breakdown-page.tsx']).steps
    const argsOf = (script: string) =>
      (steps === 'whole' ? [] : steps).find((step) => step.script === script)?.args ?? []
    const browserTests = await listTests('playwright', [
      '-c',
      'tests/playwright.config.ts',
      ...argsOf('test:e2e'),
    ])
    // Each as 'project: file › title'.
    const [projects, files] = [0, 1].map(
      (part) => new Set(browserTests.map((test) => test.split(/: | › /)[part])),
    )
    expect(projects).toEqual(new Set(['phone', 'desktop']))
    expect(files).toEqual(new Set(['a11y.spec.ts', 'breakdown-page.spec.ts', 'smoke.spec.ts']))
    const buildTests = await listTests('vitest', [
      '--config',
      'tests/vitest.build.config.ts',
      ...argsOf('test:build'),
    ])
    expect(buildTests.sort()).toEqual(pageChecks.map((name) => `tests/build/${name}`))
  }, 60_000)
})

describe('test:changed reads what changed', () => {
  const repo = mkdtempSync(join(tmpdir(), 'changed-'))
  afterAll(() => rmSync(repo, { recursive: true, force: true }))
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: repo,
    })

  it('against HEAD: edited, staged, deleted, renamed (both names), untracked; not what git ignores', () => {
    git('init', '-q')
    for (const name of ['edited', 'staged', 'deleted', 'renamed', 'same']) {
      writeFileSync(join(repo, name), `${name}\n`)
    }
    writeFileSync(join(repo, '.gitignore'), 'ignored\n')
    git('add', '.')
    git('commit', '-q', '-m', 'start')
    writeFileSync(join(repo, 'edited'), 'edited again\n')
    writeFileSync(join(repo, 'staged'), 'staged again\n')
    git('add', 'staged')
    rmSync(join(repo, 'deleted'))
    git('mv', 'renamed', 'moved')
    writeFileSync(join(repo, 'untracked'), 'new\n')
    writeFileSync(join(repo, 'ignored'), 'built\n')
    const changed = ['deleted', 'edited', 'moved', 'renamed', 'staged', 'untracked']
    expect(changedFiles('HEAD', repo)).toEqual(changed)
    git('commit', '-q', '-am', 'more')
    expect(changedFiles('HEAD', repo)).toEqual(['untracked'])
    expect(changedFiles('HEAD~1', repo)).toEqual(changed)
  })
})
