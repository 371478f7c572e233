// Before the visitor jobs in every engine (npm run test:engines): find Firefox ESR and WebKit
// (WebKitGTK's MiniBrowser and its WebDriver, in a virtual X display), installing Debian's
// packages when we are root with apt, as ensure-chromium.ts does for Chromium (which it runs
// first: the jobs run in Chromium too); otherwise stop with the exact command to run.
//   firefox-esr          Firefox ESR, driven over WebDriver BiDi by puppeteer-core
//   webkit2gtk-driver    WebKitWebDriver, and with it WebKitGTK and its MiniBrowser
//   xvfb                 xvfb-run: MiniBrowser needs an X display, even for automation
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { aptInstall, canApt } from './lib/chromium.ts'
import { repoRoot } from './lib/env.ts'

/** Each package and a file it installs. */
const enginePackages: [string, string][] = [
  ['firefox-esr', '/usr/bin/firefox-esr'],
  ['webkit2gtk-driver', '/usr/bin/WebKitWebDriver'],
  ['webkit2gtk-driver', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'],
  ['xvfb', '/usr/bin/xvfb-run'],
]

function missingPackages(): string[] {
  return [...new Set(enginePackages.filter(([, file]) => !existsSync(file)).map(([name]) => name))]
}

function main(): void {
  execFileSync(process.execPath, [join(repoRoot, 'scripts', 'ensure-chromium.ts')], {
    stdio: 'inherit',
  })
  const missing = missingPackages()
  if (missing.length > 0 && canApt()) {
    console.error(`ensure-engines: installing Debian package(s) ${missing.join(', ')} (apt-get)...`)
    aptInstall(missing)
  }
  const still = missingPackages()
  if (still.length > 0) {
    console.error(
      'ensure-engines: Firefox ESR or WebKit is missing. Install them, then run the tests again:\n' +
        `  sudo apt-get update && sudo apt-get install -y ${still.join(' ')}`,
    )
    process.exit(1)
  }
  console.error('ensure-engines: Firefox ESR (firefox-esr) and WebKitGTK (WebKitWebDriver) found')
}

if (import.meta.main) main()
