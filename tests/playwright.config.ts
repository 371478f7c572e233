// Browser tests run against web/out served by scripts/serve.ts (the host's headers included),
// in Debian's Chromium. The server starts once for the whole run and stops by itself.
import { defineConfig, devices } from '@playwright/test'
import { findChromium } from '../scripts/ensure-chromium.ts'

const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

const launchOptions = { executablePath: findChromium(), args: chromiumFlags }

export default defineConfig({
  testDir: './e2e',
  outputDir: './.results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  use: { baseURL, trace: 'off', launchOptions },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: `node ../scripts/serve.ts --host 127.0.0.1 --port ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
