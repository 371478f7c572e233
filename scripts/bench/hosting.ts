// The bench's hosting figures for one build: what Cloudflare Pages would read of its _headers
// (rules, longest line: at most 100 and 2,000 characters), and Mozilla's HTTP Observatory grade
// of the site as Pages' own runtime serves it (wrangler pages dev, scripts/serve.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cloudflareLimits, headersFileSize, startServer } from '../host/index.ts'
import { htmlFiles } from '../lib/export-files.ts'
import { httpsOnlyTests, observatoryScan } from './observatory.ts'

export type HostingFigures = {
  towns: number
  pages: number
  headerRules: number
  longestHeaderLine: number
  observatoryScore: number
  observatoryGrade: string
  /** Observatory tests failed, with the points each cost. */
  observatoryFailed: string[]
}

export async function measureHosting(outDir: string, towns: number): Promise<HostingFigures> {
  const { rules, longestLine } = headersFileSize(readFileSync(join(outDir, '_headers'), 'utf8'))
  const server = await startServer({ root: outDir, port: 0 })
  try {
    const scan = await observatoryScan(server.url.replace(/^http:\/\//, ''))
    return {
      towns,
      pages: htmlFiles(outDir).length,
      headerRules: rules,
      longestHeaderLine: longestLine,
      observatoryScore: scan.score,
      observatoryGrade: scan.grade,
      observatoryFailed: Object.entries(scan.tests)
        .filter(([, test]) => !test.pass)
        .map(([name, test]) => `${name} ${test.scoreModifier}`),
    }
  } finally {
    await server.close()
  }
}

/** The table rows, with Cloudflare's limits and what plain http costs in the Observatory. */
export function hostingRows(figures: readonly HostingFigures[]): Record<string, string>[] {
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED')
  return figures.map((row) => ({
    towns: String(row.towns),
    pages: String(row.pages),
    '_headers rules': `${row.headerRules} ${ok(row.headerRules <= cloudflareLimits.rules)}`,
    'longest line': `${row.longestHeaderLine} ${ok(row.longestHeaderLine <= cloudflareLimits.lineLength)}`,
    observatory: `${row.observatoryScore} (${row.observatoryGrade})`,
    'failed tests': row.observatoryFailed.join(', ') || 'none',
  }))
}

export const hostingNote = `Observatory on plain http: the ${httpsOnlyTests.join(' and ')} tests need HTTPS (-20 each); behind HTTPS the same headers score them back`
