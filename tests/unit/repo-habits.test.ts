// The repository's own habits hold. CI (.github/workflows/ci.yml) runs .ci/run, the README's test
// command, on the project's Node. `npm run lint` checks every workflow with action-validator
// (@action-validator/cli), which is first shown failing on a workflow broken on purpose.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../../scripts/lib/env.ts'

const readJson = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8'))

const rootPackage = readJson('package.json') as {
  scripts: Record<string, string>
  engines: { node: string }
}

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
      ['timeout-minutes: 90', 'timeout-minuts: 90', "Additional property 'timeout-minuts'"],
      // An event GitHub does not have.
      ['  pull_request:', '  pull-request:', "Additional property 'pull-request'"],
      // A runs-on that names no runner.
      ['runs-on: ubuntu-latest', 'runs-on: 42', '/jobs/test/runs-on'],
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
      expect(rootPackage.scripts.lint).toContain(`action-validator ${workflow}`)
      expect(validate(workflow)).toEqual({ code: 0, output: '' })
    }
  })

  it("runs .ci/run on the project's Node major, read-only, within 90 minutes, with actions pinned to a commit", () => {
    expect(readFileSync(join(repoRoot, '.ci/run'), 'utf8')).toContain('npm ci && npm test')
    expect(ci).toMatch(/^\s+run: \.ci\/run$/m)
    expect(ci).toMatch(/^permissions:\n\s+contents: read\n\n/m)
    expect(ci).toMatch(/^\s+timeout-minutes: 90$/m)
    expect(ci).toMatch(/^\s+cancel-in-progress: true$/m)
    const major = rootPackage.engines.node.match(/>=(\d+)/)?.[1]
    expect(ci).toMatch(new RegExp(`^\\s+image: node:${major}-`, 'm'))
    const actions = [...ci.matchAll(/uses: (\S+)/g)].map(([, action]) => action)
    expect(actions.length).toBeGreaterThan(0)
    for (const action of actions) expect(action).toMatch(/@[0-9a-f]{40}$/)
  })
})
