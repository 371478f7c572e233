// The tyre size input mask: only letters and digits, upper case, at most 8 of them,
// with '/' after the 3rd and 5th, so '22545r17' reads '225/45/R17'.

/** Most letters and digits a tyre size keeps. */
const TYRE_SIZE_MAX_CHARACTERS = 8

/** Length of a full formatted size: 8 characters and 2 slashes. */
export const TYRE_SIZE_MAX_LENGTH = TYRE_SIZE_MAX_CHARACTERS + 2

/** Positions in the unformatted characters after which a '/' goes. */
const SLASH_AFTER = new Set([3, 5])

const ALPHANUMERIC = /[A-Za-z0-9]/

function isAlphanumeric(character: string): boolean {
  return ALPHANUMERIC.test(character)
}

/** The ASCII letters and digits of `raw`, upper-cased, cut to 8. */
function characters(raw: string): string {
  let kept = ''
  for (const character of raw) {
    if (kept.length === TYRE_SIZE_MAX_CHARACTERS) break
    if (isAlphanumeric(character)) kept += character.toUpperCase()
  }
  return kept
}

/**
 * The masked tyre size for whatever the visitor typed or pasted: '22545r17' -> '225/45/R17',
 * '2254' -> '225/4', '225' -> '225'. Idempotent, at most 10 characters, only A-Z, 0-9 and '/'.
 */
export function formatTyreSize(raw: string): string {
  const kept = characters(raw)
  let formatted = ''
  for (let index = 0; index < kept.length; index++) {
    if (SLASH_AFTER.has(index)) formatted += '/'
    formatted += kept[index]
  }
  return formatted
}

/**
 * Where the caret belongs in `formatTyreSize(raw)` when it sat at `caret` in `raw`: just after
 * the same number of letters and digits, so typing or deleting in the middle of the size keeps
 * the caret beside the character the visitor just touched, not at the end.
 */
export function tyreSizeCaret(raw: string, caret: number): number {
  const end = Number.isFinite(caret) ? Math.min(Math.max(Math.trunc(caret), 0), raw.length) : 0
  let before = 0
  for (const character of raw.slice(0, end)) {
    if (isAlphanumeric(character)) before++
  }
  const formatted = formatTyreSize(raw)
  if (before === 0) return 0
  let seen = 0
  for (let index = 0; index < formatted.length; index++) {
    if (formatted[index] !== '/') seen++
    if (seen === before) return index + 1
  }
  return formatted.length
}
