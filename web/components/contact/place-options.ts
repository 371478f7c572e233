// "Where are you?" in the contact form: the places of the Broken down page as the form's island
// gets them (what the radios and the message need; their advice stays server HTML, place-help.tsx).
import type { PlaceOption } from './place-choice'

export function placeOptions(
  places: readonly { _key: string; label: string | null }[] | null | undefined,
): PlaceOption[] {
  const options: PlaceOption[] = []
  for (const place of places ?? []) {
    const label = place.label?.trim()
    if (label) options.push({ value: place._key, label })
  }
  return options
}
