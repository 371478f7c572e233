// The W3C Nu HTML checker (nu-html-checker.ts) on each page type's page of an export, in one java
// start: the bench's table of errors per page.
import { relative } from 'node:path'
import { formatNuError, nuHtmlErrors } from './nu-html-checker.ts'
import type { BenchPage } from './pages.ts'
import { htmlFileFor } from './references.ts'

export type HtmlCheck = { type: string; path: string; errors: string[] }

/** The checker's errors on each page's file in `outDir`, each as one line (formatNuError). */
export async function checkPagesHtml(
  outDir: string,
  pages: readonly BenchPage[],
): Promise<HtmlCheck[]> {
  const files = pages.map((page) => htmlFileFor(outDir, page.path))
  const found = await nuHtmlErrors(files)
  return pages.map((page, index) => {
    const file = files[index] as string
    const errors = (found.get(file) ?? []).map((error) =>
      formatNuError(relative(outDir, file), error),
    )
    return { type: page.type, path: page.path, errors }
  })
}
