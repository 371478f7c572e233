import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { getPriority } from 'node:os'
import { afterEach, describe, expect, it } from 'vitest'
import { lowerPriority } from './priority.ts'

const autogroups =
  existsSync('/proc/sys/kernel/sched_autogroup_enabled') &&
  readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1'

describe('lowerPriority', () => {
  const started: number[] = []
  afterEach(() => {
    for (const pid of started.splice(0)) process.kill(pid)
  })

  it("lowers a detached process's nice value and, where the kernel has them, its autogroup's", () => {
    // Detached: a session (and so an autogroup) of its own, as npm test starts each step.
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
      detached: true,
      stdio: 'ignore',
    })
    const pid = child.pid as number
    started.push(pid)
    lowerPriority(pid, 10)
    expect(getPriority(pid)).toBe(10)
    if (autogroups) {
      expect(readFileSync(`/proc/${pid}/autogroup`, 'utf8')).toMatch(/ nice 10\s*$/)
      // The test runner's own group is untouched.
      expect(readFileSync(`/proc/${process.pid}/autogroup`, 'utf8')).not.toBe(
        readFileSync(`/proc/${pid}/autogroup`, 'utf8'),
      )
    }
  })
})
