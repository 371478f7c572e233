// Lowering a process's CPU priority so that it takes only the CPU others leave idle.
import { writeFileSync } from 'node:fs'
import { setPriority } from 'node:os'

/**
 * Sets the nice value of `pid` and, on Linux, of its autogroup. With the kernel's autogroups on
 * (/proc/sys/kernel/sched_autogroup_enabled, the default on most distributions), a process that
 * starts a session of its own (spawn's `detached`) gets a group of its own, and the scheduler
 * shares the CPU between groups before it looks at any process's nice value: without the group's
 * nice, a niced step still takes an equal share. Call it before the process starts children:
 * they inherit both.
 */
export function lowerPriority(pid: number, nice: number): void {
  setPriority(pid, nice)
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice))
  } catch {
    // Not Linux, or a kernel without autogroups: the process's own nice value is all there is.
  }
}
