// Debian packages the tests need, installed with apt when we are root (CI's container, these
// machines), one apt at a time: the browser tests' steps start side by side (scripts/test.ts), and
// two apt-gets at once fail on dpkg's lock, so each waits for the other (flock on a lock file).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export function canApt(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
}

/** Each apt-get call may take this long (a mirror that does not answer must not hang the run). */
const APT_TIMEOUT_MS = 300_000
const LOCK_FILE = '/tmp/roadside-rescue-apt.lock'

export function aptInstall(packages: string[]): void {
  const options = {
    stdio: 'inherit' as const,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout: 2 * APT_TIMEOUT_MS,
  }
  const locked = (args: string[]): [string, string[]] =>
    existsSync('/usr/bin/flock')
      ? ['flock', ['-w', String(APT_TIMEOUT_MS / 1000), LOCK_FILE, 'apt-get', ...args]]
      : ['apt-get', args]
  execFileSync(...locked(['update', '-qq']), options)
  execFileSync(...locked(['install', '-y', '-qq', ...packages]), options)
}
