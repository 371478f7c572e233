// Which Chromium binaries this machine has (Debian's `chromium` and `chromium-headless-shell`,
// or CHROMIUM_PATH): the browser tests run in the headless shell when it is there, Lighthouse and
// the bench's picture bytes in the full browser (scripts/ensure-chromium.ts says why, and
// installs them).
import { existsSync } from 'node:fs'

export const chromiumCandidates = [
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
