'use client'
// The screen of an unexpected routing error: a heading plus the error's status and
// text. Error boundaries render outside the content snapshot, so the heading is SPEC's exact
// string rather than an editable field (the one documented exception).
// Plain CSS, not Chakra: this screen must render even when the root layout (and with it the
// page's Chakra sheet) is gone, as in global-error.tsx. The colours fall back to the tokens' values.
import './error-screen.css'

export const errorHeading = 'Unexpected Application Error!'

export type DescribedError = { summary: string; digest?: string }

/** '404 Not Found' for a response-like error, otherwise the error's message; plus its digest. */
export function describeError(error: unknown): DescribedError {
  if (typeof error !== 'object' || error === null) return { summary: String(error) }
  const { status, statusText, message, digest } = error as Record<string, unknown>
  let summary: string
  if (typeof status === 'number') {
    summary = `${status} ${typeof statusText === 'string' ? statusText : ''}`.trim()
  } else if (typeof message === 'string' && message !== '') {
    summary = message
  } else {
    summary = String(error)
  }
  return typeof digest === 'string' && digest !== '' ? { summary, digest } : { summary }
}

export function ErrorScreen({ error }: { error: unknown }) {
  const { summary, digest } = describeError(error)
  return (
    <main id="main-content" className="error-screen">
      <div className="error-screen__body">
        <h1 className="error-screen__heading">{errorHeading}</h1>
        <p className="error-screen__summary">{summary}</p>
        {digest ? <code className="error-screen__digest">{digest}</code> : null}
      </div>
    </main>
  )
}
