// Which Chromium binaries this machine has (Debian's `chromium` and `chromium-headless-shell`,
// or CHROMIUM_PATH): the browser tests run in the headless shell when it is there, Lighthouse and
// the bench's picture bytes in the full browser (scripts/ensure-chromium.ts says why, and
// installs them). And the flags every Chromium the project starts runs with, written once. And
// installing the browsers the tests need (Chromium, Firefox ESR, WebKitGTK) as Debian packages,
// with apt when we are root (CI's container, these machines), one apt at a time: the browser
// tests' steps start side by side (scripts/test.ts), and two apt-gets at once fail on dpkg's
// lock, so each waits for the other (flock on a lock file).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * The flags of every Chromium the project starts: the browser tests (tests/playwright.config.ts
 * and the build-level tests that open a browser, with offlineChromiumFlags), Lighthouse and the
 * bench's picture bytes (scripts/bench/lighthouse.ts, pictures.ts). Each profile is a fresh one,
 * thrown away after the run.
 */
export const chromiumFlags: readonly string[] = [
  // The browsers run as root in containers and on CI, where Chromium's sandbox cannot start.
  '--no-sandbox',
  // These machines have no GPU: render in software from the start instead of probing for one.
  '--disable-gpu',
  // No requests of Chromium's own (Safe Browsing lists, field trials) beside the page's: they
  // would share the network and the CPU with the page being tested or measured.
  '--disable-background-networking',
  // No component downloads (certificate revocation lists, codecs) during a run: the same reason.
  '--disable-component-update',
  // No sync service: there is no account to sync, and it would start its own requests.
  '--disable-sync',
  // No first-run tasks (welcome page, default-browser check), which a fresh profile would do.
  '--no-first-run',
]

/** The browser tests' flags: chromiumFlags, and nothing leaves the machine. */
export const offlineChromiumFlags: readonly string[] = [
  ...chromiumFlags,
  // No HTTP/3: every request goes over TCP, through the proxy below.
  '--disable-quic',
  // A request to any other host, by name or address, goes to a proxy on a closed port and fails
  // (net::ERR_PROXY_CONNECTION_FAILED; tests/support/fixtures.ts reports it). A test that stands
  // in for another site (wa.me) answers it with context.route before it reaches the network.
  '--proxy-server=127.0.0.1:9',
  '--proxy-bypass-list=127.0.0.1;localhost',
]

const chromiumCandidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter((path): path is string => Boolean(path))

export const headlessShell = '/usr/bin/chromium-headless-shell'

/** The full browser (Lighthouse, the bench's picture bytes). */
export function findChromium(): string | undefined {
  return chromiumCandidates.find((path) => existsSync(path))
}

/** The browser tests' browser: CHROMIUM_PATH if set, else the headless shell, else the full one. */
export function findTestBrowser(): string | undefined {
  if (process.env.CHROMIUM_PATH) return findChromium()
  return existsSync(headlessShell) ? headlessShell : findChromium()
}

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
