// Before the browser tests: find the browsers they run in, installing Debian's packages when we
// are root with apt, otherwise stop with the exact command to run. Prints the path it will use.
//
// Two binaries of the same Chromium release (Debian packages `chromium` and
// `chromium-headless-shell`):
//  - the browser tests run in the headless shell when it is there: the same Blink engine without
//    the desktop browser around it, which Playwright itself uses for headless runs. Measured here:
//    a new browser context costs 0.11 CPU-seconds against 0.62 in the full browser, a home-page
//    load 0.63 against 1.97; the browser tests are CPU-bound on two cores.
//  - Lighthouse (npm run bench) runs the full browser (findChromium), as its figures always have.
// Without the headless shell (no apt, no root), the tests run in the full browser: slower, same
// results.
import { existsSync } from 'node:fs'
import { aptInstall, canApt, findChromium, findTestBrowser, headlessShell } from './lib/chromium.ts'

function main(): void {
  const missing = [
    ...(findChromium() ? [] : ['chromium']),
    ...(process.env.CHROMIUM_PATH || existsSync(headlessShell) ? [] : ['chromium-headless-shell']),
  ]
  if (missing.length > 0 && canApt()) {
    console.error(
      `ensure-chromium: installing Debian package(s) ${missing.join(', ')} (apt-get)...`,
    )
    try {
      aptInstall(missing)
    } catch (error) {
      // The headless shell only makes the tests quicker: without it they run in the full browser.
      if (!findChromium()) throw error
      console.error(
        `ensure-chromium: apt-get failed (${(error as Error).message.split('\n')[0]}); ` +
          'the browser tests run in the full browser instead of the headless shell.',
      )
    }
  }
  const found = findTestBrowser()
  if (!found) {
    console.error(
      'ensure-chromium: no Chromium found. Install it, then run the tests again:\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n' +
        '(or set CHROMIUM_PATH to an installed Chromium or Chrome binary).',
    )
    process.exit(1)
  }
  console.error(`ensure-chromium: browser tests use ${found}`)
}

if (import.meta.main) main()
