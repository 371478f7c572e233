// "Do you cover my postcode?", in the home page's coverage section and, past countyPages.above
// towns, on "Areas we cover" (for a visitor who knows their postcode, not their county): the
// island (coverage-checker.tsx) with its looks and the wording staff write in the coverage
// section. Nothing when staff left the check's heading empty.
import { Island } from '@/islands/island'
import type { CoverageTownContent, HomePage, SiteSettings } from '@/lib/content'
import {
  coverageTowns as coverageTable,
  INLINE_TABLE_LIMIT,
  postcodeTableFile,
} from '@/lib/coverage/postcode-check'
import { postcodeTablePath, telHref } from '@/lib/routes'
import { coverageCheckerClasses } from './coverage-checker-classes'

export function PostcodeCheck({
  section,
  coverageTowns,
  settings,
  headingLevel = 3,
}: {
  section: HomePage['coverageSection']
  /** Each town's postcode districts and response time. */
  coverageTowns: CoverageTownContent[]
  settings: SiteSettings
  /** 3 under a section's h2 (the home page), 2 straight under the page's h1 ("Areas we cover"). */
  headingLevel?: 2 | 3
}) {
  if (!section?.checkerHeading) return null
  const checker = coverageCheckerClasses()
  // The page carries the check's table while it is small; beyond that the check fetches it.
  const table =
    JSON.stringify(postcodeTableFile(coverageTowns)).length <= INLINE_TABLE_LIMIT
      ? { towns: coverageTable(coverageTowns) }
      : { tableUrl: postcodeTablePath }
  return (
    <>
      {checker.styles}
      <Island
        name="coverage-checker"
        props={{
          classes: checker.classes,
          headingLevel,
          ...table,
          copy: {
            heading: section.checkerHeading,
            label: section.checkerLabel ?? '',
            hint: section.checkerHint ?? '',
            button: section.checkerButton ?? '',
            covered: section.coveredText ?? '',
            responseTimeLabel: section.responseTimeLabel ?? '',
            townLink: section.townLinkLabel ?? '',
            outside: section.outsideText ?? '',
            notListedHeading: section.notListedHeading ?? '',
            notListedText: section.notListedText ?? '',
            invalid: section.invalidText ?? '',
            empty: section.emptyText ?? '',
            unavailable: section.unavailableText ?? '',
            callLabel: settings.labels?.freeCallNow ?? '',
            phoneDisplay: settings.phoneDisplay ?? '',
            telHref: telHref(settings.phoneE164 ?? ''),
          },
        }}
      />
    </>
  )
}
