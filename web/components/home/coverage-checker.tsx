'use client'
// "Do you cover my postcode?": reads what the visitor typed with lib/coverage and answers in a
// live region: the town with its page and typical response time, the 'Don't See Your Area?'
// words with the free call button, or what to type instead. The towns' districts arrive with
// the page while the table is small (nothing is requested); with many towns the check fetches
// the table file from the site itself the first time the visitor uses it (focus or submit).
import { ArrowRight, Phone, Search } from 'lucide-react'
import { type FormEvent, useMemo, useRef, useState } from 'react'
import {
  type CoverageAnswer,
  type CoverageTown,
  checkCoverage,
  districtIndex,
  readPostcode,
  townsOfTableFile,
} from '@/lib/coverage/postcode-check'
import type { CoverageCheckerClasses } from './coverage-checker-classes'

/** The Studio's words for the check, and the free number for the 'outside' answer. */
export interface CoverageCheckerCopy {
  heading: string
  label: string
  hint: string
  button: string
  covered: string
  responseTimeLabel: string
  townLink: string
  outside: string
  notListedHeading: string
  notListedText: string
  invalid: string
  empty: string
  /** The answer when the table file could not be fetched. */
  unavailable: string
  callLabel: string
  phoneDisplay: string
  telHref: string
}

/** Every `{name}` in `template` replaced by its value (a name without a value is left alone). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** The check's answers, and one more when the table file could not be fetched. */
type CheckerAnswer = CoverageAnswer | { kind: 'unavailable'; text: string }

/** The 'Don't See Your Area?' words and the free call button, under an answer's first line. */
function CallUs({ copy, classes }: { copy: CoverageCheckerCopy; classes: CoverageCheckerClasses }) {
  return (
    <>
      <p>
        <strong>{copy.notListedHeading}</strong> {copy.notListedText}
      </p>
      <a href={copy.telHref} className={classes.call} data-call-button="">
        <Phone aria-hidden="true" />
        {copy.callLabel}: {copy.phoneDisplay}
      </a>
    </>
  )
}

function Answer({
  answer,
  copy,
  classes,
}: {
  answer: CheckerAnswer
  copy: CoverageCheckerCopy
  classes: CoverageCheckerClasses
}) {
  switch (answer.kind) {
    case 'empty':
      return <p>{copy.empty}</p>
    case 'invalid':
      return <p>{copy.invalid}</p>
    case 'covered': {
      const { town } = answer
      return (
        <>
          <p className={classes.answerLead}>
            {fill(copy.covered, { postcode: answer.text, town: town.name })}
          </p>
          {town.responseTime ? (
            <p>
              {copy.responseTimeLabel}: <strong>{town.responseTime}</strong>
            </p>
          ) : null}
          <a href={town.path} className={classes.townLink}>
            {fill(copy.townLink, { town: town.name })}
            <ArrowRight aria-hidden="true" />
          </a>
        </>
      )
    }
    case 'outside':
      return (
        <>
          <p className={classes.answerLead}>{fill(copy.outside, { postcode: answer.text })}</p>
          <CallUs copy={copy} classes={classes} />
        </>
      )
    case 'unavailable':
      return (
        <>
          <p className={classes.answerLead}>{copy.unavailable}</p>
          <CallUs copy={copy} classes={classes} />
        </>
      )
  }
}

type DistrictIndex = ReturnType<typeof districtIndex>

export function CoverageChecker({
  towns,
  tableUrl,
  copy,
  classes,
  headingLevel = 3,
}: {
  /** The table of districts (coverageTowns in lib/coverage), built on the server, when small. */
  towns?: CoverageTown[]
  /** Otherwise, where to fetch it (postcodeTablePath), once, on first use. */
  tableUrl?: string
  copy: CoverageCheckerCopy
  /** Class names from the server parent (coverage-checker-classes.tsx). */
  classes: CoverageCheckerClasses
  /**
   * Its heading's level where it stands: 3 under the home page's coverage section (an h2), 2
   * on "Areas we cover", straight under the page's h1 (a heading one level too deep is a skip
   * that screen-reader users navigate by).
   */
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const inline = useMemo(() => (towns ? districtIndex(towns) : undefined), [towns])
  const download = useRef<Promise<DistrictIndex> | null>(null)
  const latest = useRef(0)
  const [answer, setAnswer] = useState<CheckerAnswer | null>(null)
  const input = useRef<HTMLInputElement>(null)

  /** The district index: the page's own, or the file's, fetched once (again after a failure). */
  function table(): Promise<DistrictIndex> {
    if (inline) return Promise.resolve(inline)
    if (!download.current) {
      const started = fetch(tableUrl ?? '', { credentials: 'same-origin' })
        .then((response) => {
          if (!response.ok) throw new Error(`${tableUrl} answered ${response.status}`)
          return response.json()
        })
        .then((file: unknown) => districtIndex(townsOfTableFile(file)))
      started.catch(() => {
        if (download.current === started) download.current = null
      })
      download.current = started
    }
    return download.current
  }
  // Fixed ids: an island hydrates on a root of its own, where useId would not match the page's.
  const id = 'coverage-check'
  const hintId = `${id}-hint`
  const answerId = `${id}-answer`
  const headingId = `${id}-heading`

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const typed = input.current?.value ?? ''
    const reading = readPostcode(typed)
    // Only the newest check may answer, should an earlier one wait for the table longer.
    const check = ++latest.current
    if (reading.kind === 'empty' || reading.kind === 'invalid') {
      setAnswer(reading)
      // Keep the visitor in the box to correct what they typed.
      input.current?.focus()
      return
    }
    let next: CheckerAnswer
    try {
      next = checkCoverage(await table(), typed)
    } catch {
      next = { kind: 'unavailable', text: reading.text }
    }
    if (check === latest.current) setAnswer(next)
  }

  function onFirstUse() {
    // Starts the download while the visitor types, so the answer is usually instant.
    if (!inline) table().catch(() => undefined)
  }

  const rejected = answer?.kind === 'empty' || answer?.kind === 'invalid'
  return (
    <div className={classes.root}>
      <Heading id={headingId} className={classes.heading}>
        {copy.heading}
      </Heading>
      <form noValidate onSubmit={onSubmit} onFocus={onFirstUse} aria-labelledby={headingId}>
        <div className={classes.field}>
          <label htmlFor={id} className={classes.label}>
            {copy.label}
          </label>
          <div className={classes.row}>
            <input
              ref={input}
              id={id}
              type="text"
              name="postcode"
              className={classes.input}
              autoComplete="postal-code"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="search"
              aria-describedby={rejected ? `${hintId} ${answerId}` : hintId}
              aria-invalid={rejected ? true : undefined}
            />
            <button type="submit" className={classes.button}>
              <Search aria-hidden="true" />
              {copy.button}
            </button>
          </div>
          <p id={hintId} className={classes.hint}>
            {copy.hint}
          </p>
        </div>
      </form>
      {/* Always in the page, so each answer is announced as it replaces the last. */}
      <div id={answerId} role="status" className={classes.answer} data-answer={answer?.kind}>
        {answer ? <Answer answer={answer} copy={copy} classes={classes} /> : null}
      </div>
    </div>
  )
}
