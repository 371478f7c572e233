// A page's headings as a screen-reader user moves through them: one h1 first, and each heading at
// most one level below the one before it (h1 then h3 is a skip: the list of headings reads as if
// a section were missing). Read from the built HTML, the headings every visitor gets, script or
// not (an island renders the same heading when it hydrates).
import { htmlPages } from '../../scripts/bench/index.ts'

/** Each skip on the page ('h1 "Areas we cover" → h3 "Do we cover your postcode?"'); none: []. */
function headingSkips(html: string): string[] {
  const headings = [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) => ({
    level: Number(match[1]),
    text: (match[2] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  }))
  const problems: string[] = []
  if (headings[0]?.level !== 1) problems.push('the first heading is not an h1')
  const h1s = headings.filter((heading) => heading.level === 1).length
  if (h1s > 1) problems.push(`${h1s} h1 headings`)
  headings.forEach((heading, index) => {
    const before = headings[index - 1]
    if (before && heading.level > before.level + 1) {
      problems.push(`h${before.level} "${before.text}" → h${heading.level} "${heading.text}"`)
    }
  })
  return problems
}

/** Every skip on every page of the export in `outDir`, each with its page's path. */
export function siteHeadingSkips(outDir: string): string[] {
  return [...htmlPages(outDir)].flatMap((page) =>
    headingSkips(page.html).map((skip) => `${page.path}: ${skip}`),
  )
}
