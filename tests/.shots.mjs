import { chromium } from '@playwright/test'

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const pages = [
  ['home', '/'],
  ['service', '/services/mobile-tyre-fitting/'],
  ['town', '/areas-covered/mobile-tyre-fitting-bath/'],
]
for (const [w, h, dpr] of [
  [390, 844, 2.625],
  [1280, 800, 1],
]) {
  const ctx = await browser.newContext({
    viewport: { width: w, height: h },
    deviceScaleFactor: dpr,
  })
  const page = await ctx.newPage()
  for (const [name, path] of pages) {
    await page.goto('http://127.0.0.1:4211' + path, { waitUntil: 'networkidle' })
    await page.screenshot({ path: `/tmp/shots/${name}-${w}.png` })
    const imgs = await page.$$eval('picture img', (els) =>
      els.map((e) => [
        e.currentSrc.split('/').pop(),
        e.getBoundingClientRect().top | 0,
        e.getBoundingClientRect().width | 0,
      ]),
    )
    console.log(name, w, JSON.stringify(imgs))
  }
  await ctx.close()
}
await browser.close()
