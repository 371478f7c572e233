'use client'
// "Do you cover my postcode?": reads what the visitor typed with lib/coverage and answers in a
// live region: the town with its page and typical response time, the 'Don't See Your Area?'
// words with the free call button, or what to type instead. The towns' districts arrive with
// the page (a small table the server built); nothing is requested.
import { ArrowRight, Phone, Search } from 'lucide-react'
import { type FormEvent, useMemo, useRef, useState } from 'react'
import {
  type CoverageAnswer,
  type CoverageTown,
  checkCoverage,
  districtIndex,
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
  callLabel: string
  phoneDisplay: string
  telHref: string
}

/** Every `{name}` in `template` replaced by its value (a name without a value is left alone). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

function Answer({
  answer,
  copy,
  classes,
}: {
  answer: CoverageAnswer
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
}

export function CoverageChecker({
  towns,
  copy,
  classes,
}: {
  /** The table of districts (coverageTowns in lib/coverage), built on the server. */
  towns: CoverageTown[]
  copy: CoverageCheckerCopy
  /** Class names from the server parent (coverage-checker-classes.tsx). */
  classes: CoverageCheckerClasses
}) {
  const index = useMemo(() => districtIndex(towns), [towns])
  const [answer, setAnswer] = useState<CoverageAnswer | null>(null)
  const input = useRef<HTMLInputElement>(null)
  // Fixed ids: an island hydrates on a root of its own, where useId would not match the page's.
  const id = 'coverage-check'
  const hintId = `${id}-hint`
  const answerId = `${id}-answer`
  const headingId = `${id}-heading`

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next = checkCoverage(index, input.current?.value ?? '')
    setAnswer(next)
    // Keep the visitor in the box to correct what they typed; otherwise they read the answer next.
    if (next.kind === 'empty' || next.kind === 'invalid') input.current?.focus()
  }

  const rejected = answer?.kind === 'empty' || answer?.kind === 'invalid'
  return (
    <div className={classes.root}>
      <h3 id={headingId} className={classes.heading}>
        {copy.heading}
      </h3>
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
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
