// The CPU each step of a run used, every process it started included (a browser, a server in a
// session of its own, a build's workers): the step goes into a cgroup of its own as it starts,
// and the cgroup's own counter is read when it ends. Nothing a step starts can leave its cgroup,
// so nothing escapes the count, and nothing else on the machine enters it (`/proc/stat` around a
// step counts every process on the machine, which is how an earlier table read 2,700 CPU-s for a
// suite that used about 1,000).
//
// cgroup v1: the cpuacct hierarchy's `cpuacct.usage`, in nanoseconds. cgroup v2: `cpu.stat`'s
// `usage_usec`, which every v2 cgroup has whether or not the cpu controller is enabled
// (the kernel's Documentation/admin-guide/cgroup-v2.rst, "cpu.stat"). A cgroup is made inside
// this process's own (`/proc/self/cgroup`), so a container's view works as the host's does. Where
// no cgroup can be made (no permission, a read-only /sys/fs/cgroup), a step's CPU is unknown and
// the run's table says so: the run itself is the same either way.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * A step's cgroup: `wrap` makes the step's command join it before it starts, `enter` puts the
 * step's first process (the tether, lib/tether.ts) in it, `seconds` reads its CPU.
 */
export type StepCpu = {
  /**
   * The step's command, run by a shell that first writes its own pid into the cgroup and then
   * becomes the command (exec): nothing the step starts can begin outside it. `enter` alone was
   * not enough: on a loaded machine the tether had already started the command before the runner
   * moved the tether, and a whole run's lint read 0.1 CPU-s. Unchanged where there is no cgroup.
   */
  wrap(command: [string, ...string[]]): [string, ...string[]]
  enter(pid: number): void
  /** CPU-seconds of every process the step ran; undefined when it could not be counted. */
  seconds(): number | undefined
  /**
   * Removes the cgroup: at once if it is empty, else once the processes stopped last have left
   * it (a killed process stays a member until it is reaped); one that still holds a process
   * after REMOVE_WAIT_MS is kept. The first try is made before the promise is returned.
   */
  remove(): Promise<void>
}

/** How long a cgroup's last processes may take to leave it once stopped. */
const REMOVE_WAIT_MS = 5_000

type Hierarchy = { folder: string; read: (cgroup: string) => number }

type Options = { root?: string; selfCgroups?: string }

/** The folder a run's step cgroups are made in, where the machine has one to count CPU. */
export function stepCgroupsFolder({
  root = '/sys/fs/cgroup',
  selfCgroups = ownCgroups(),
}: Options = {}): string | undefined {
  return cpuHierarchy(root, selfCgroups)?.folder
}

/** Where this process's cgroups are: v1's cpuacct hierarchy if mounted, else v2's, else none. */
function cpuHierarchy(root: string, selfCgroups: string): Hierarchy | undefined {
  const lines = selfCgroups.split('\n').map((line) => line.split(':'))
  const v1 = lines.find(([, controllers]) => controllers?.split(',').includes('cpuacct'))
  if (v1?.[2] !== undefined && existsSync(join(root, 'cpuacct', 'cpuacct.usage'))) {
    return {
      folder: join(root, 'cpuacct', v1[2]),
      read: (cgroup) => Number(readFileSync(join(cgroup, 'cpuacct.usage'), 'utf8')) / 1e9,
    }
  }
  const v2 = lines.find(([id, controllers]) => id === '0' && controllers === '')
  // A pure v2 mount is /sys/fs/cgroup itself; a hybrid one (v1 beside it) is its `unified`.
  const mount = [root, join(root, 'unified')].find((folder) =>
    existsSync(join(folder, 'cgroup.procs')),
  )
  if (v2?.[2] !== undefined && mount !== undefined) {
    return {
      folder: join(mount, v2[2]),
      read: (cgroup) => {
        const usage = /^usage_usec (\d+)$/m.exec(readFileSync(join(cgroup, 'cpu.stat'), 'utf8'))
        if (!usage?.[1]) throw new Error(`no usage_usec in ${cgroup}/cpu.stat`)
        return Number(usage[1]) / 1e6
      },
    }
  }
  return undefined
}

function ownCgroups(): string {
  try {
    return readFileSync('/proc/self/cgroup', 'utf8')
  } catch {
    return ''
  }
}

/**
 * A cgroup for the step `name` of the run `runId`. Every failure (no cgroups, no permission) is
 * kept to itself: the step's CPU is then undefined.
 */
export function stepCpu(
  runId: string,
  name: string,
  { root = '/sys/fs/cgroup', selfCgroups = ownCgroups() }: Options = {},
): StepCpu {
  const hierarchy = cpuHierarchy(root, selfCgroups)
  let cgroup: string | undefined
  let entered = false
  if (hierarchy) {
    try {
      cgroup = join(hierarchy.folder, `npm-test-${runId}-${name.replace(/[^\w-]/g, '_')}`)
      mkdirSync(cgroup)
    } catch {
      cgroup = undefined
    }
  }
  return {
    wrap(command) {
      if (!cgroup) return command
      // $0 is the cgroup's procs file, "$@" the command; a failed write leaves the step to run
      // outside the cgroup (enter's own write fails the same way, and seconds() says unknown).
      const join = 'echo $$ > "$0" 2>/dev/null; exec "$@"'
      return ['/bin/sh', '-c', join, `${cgroup}/cgroup.procs`, ...command]
    },
    enter(pid) {
      if (!cgroup) return
      try {
        writeFileSync(join(cgroup, 'cgroup.procs'), String(pid))
        entered = true
      } catch {
        entered = false
      }
    },
    seconds() {
      if (!cgroup || !entered || !hierarchy) return undefined
      try {
        const seconds = hierarchy.read(cgroup)
        return Number.isFinite(seconds) ? seconds : undefined
      } catch {
        return undefined
      }
    },
    async remove() {
      if (!cgroup) return
      const deadline = performance.now() + REMOVE_WAIT_MS
      for (;;) {
        try {
          rmdirSync(cgroup)
          return
        } catch (error) {
          // EBUSY: a process is still in it. Anything else (already gone): nothing to do.
          if ((error as NodeJS.ErrnoException).code !== 'EBUSY') return
          if (performance.now() > deadline) return
        }
        await sleep(50)
      }
    },
  }
}
