// A step's CPU is read from a cgroup of its own, in whichever hierarchy the machine has; where
// none can be made, it is unknown rather than wrong. A folder stands in for /sys/fs/cgroup here
// (the runner's test, tests/unit/test-run.test.ts, counts a real step on the real one).
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { stepCpu } from './step-cpu.ts'

const roots: string[] = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

/** A stand-in for /sys/fs/cgroup with the given files (path → content). */
function fakeRoot(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cgroups-'))
  roots.push(root)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  return root
}

describe('stepCpu', () => {
  it("cgroup v1: a cgroup inside this process's own cpuacct cgroup, the step's pid in it, cpuacct.usage in seconds", () => {
    const root = fakeRoot({ 'cpuacct/cpuacct.usage': '0', 'cpuacct/ci/job/cpuacct.usage': '0' })
    const selfCgroups = '3:cpu:/\n2:cpuacct:/ci/job\n0::/\n'
    const cpu = stepCpu('7-1', 'test:e2e', { root, selfCgroups })
    cpu.enter(4321)
    const cgroup = join(root, 'cpuacct/ci/job/npm-test-7-1-test_e2e')
    expect(readFileSync(join(cgroup, 'cgroup.procs'), 'utf8')).toBe('4321')
    writeFileSync(join(cgroup, 'cpuacct.usage'), '2500000000\n')
    expect(cpu.seconds()).toBe(2.5)
  })

  it("cgroup v2 (pure, or hybrid's unified): cpu.stat's usage_usec in seconds", () => {
    const selfCgroups = '0::/user.slice/run\n'
    for (const mount of ['', 'unified/']) {
      const root = fakeRoot({ [`${mount}cgroup.procs`]: '', [`${mount}user.slice/run/x`]: '' })
      const cpu = stepCpu('7-1', 'lint', { root, selfCgroups })
      cpu.enter(99)
      const cgroup = join(root, mount, 'user.slice/run/npm-test-7-1-lint')
      expect(readFileSync(join(cgroup, 'cgroup.procs'), 'utf8')).toBe('99')
      writeFileSync(join(cgroup, 'cpu.stat'), 'usage_usec 1500000\nuser_usec 1000000\n')
      expect(cpu.seconds()).toBe(1.5)
    }
  })

  it('runs the step by a shell that joins the cgroup first, then becomes the command; as it is without one', () => {
    const root = fakeRoot({ 'cpuacct/cpuacct.usage': '0' })
    const cpu = stepCpu('7-1', 'lint', { root, selfCgroups: '2:cpuacct:/\n' })
    const [command, ...args] = cpu.wrap(['/bin/sh', '-c', 'echo "$$ $1"', 'step', 'its argument'])
    const said = execFileSync(command, args, { encoding: 'utf8' }).trim()
    const joined = readFileSync(join(root, 'cpuacct/npm-test-7-1-lint/cgroup.procs'), 'utf8').trim()
    // exec: the command is the very process that joined (its pid), with its arguments intact.
    expect(said).toBe(`${joined} its argument`)

    const none = stepCpu('7-1', 'lint', { root: fakeRoot({}), selfCgroups: '0::/\n' })
    expect(none.wrap(['npm', 'run', 'lint'])).toEqual(['npm', 'run', 'lint'])
  })

  it('is unknown, not zero, with no cgroup hierarchy, no step entered, or a counter it cannot read', () => {
    const none = stepCpu('7-1', 'lint', { root: fakeRoot({}), selfCgroups: '0::/\n' })
    none.enter(1)
    expect(none.seconds()).toBeUndefined()

    const root = fakeRoot({ 'cpuacct/cpuacct.usage': '0' })
    const notEntered = stepCpu('7-1', 'lint', { root, selfCgroups: '2:cpuacct:/\n' })
    expect(notEntered.seconds()).toBeUndefined()

    const unreadable = stepCpu('7-1', 'unit', { root, selfCgroups: '2:cpuacct:/\n' })
    unreadable.enter(1)
    // A real cgroup always has the file; a missing one is read as unknown.
    expect(unreadable.seconds()).toBeUndefined()
  })
})
