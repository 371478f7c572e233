// Before the browser tests: find a Chromium, or install Debian's when we are root with apt,
// otherwise stop with the exact command to run. Prints the path it will use.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const chromiumCandidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter((path): path is string => Boolean(path))

export function findChromium(): string | undefined {
  return chromiumCandidates.find((path) => existsSync(path))
}

function canApt(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
}

function main(): void {
  const found = findChromium()
  if (found) {
    console.error(`ensure-chromium: using ${found}`)
    return
  }
  if (!canApt()) {
    console.error(
      'ensure-chromium: no Chromium found. Install it, then run the tests again:\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to an installed Chromium or Chrome binary).',
    )
    process.exit(1)
  }
  console.error('ensure-chromium: installing Debian package "chromium" (apt-get)...')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
  const installed = findChromium()
  if (!installed) {
    console.error('ensure-chromium: apt-get finished but /usr/bin/chromium is missing.')
    process.exit(1)
  }
  console.error(`ensure-chromium: installed ${installed}`)
}

if (import.meta.main) main()
