// "Where are you?" in the contact form: the places of the Broken down page as the form's island
// gets them (what the radios and the message need; their advice stays server HTML, place-help.tsx).
import type { EditTarget } from '@/lib/content'
import type { PlaceOption } from './place-choice'

type Place = { _key: string; label: string | null }

/**
 * The places with a label, in order. `labelTarget` gives a place label's edit target
 * (web/lib/content/edit-targets.ts): the preview's only; the static build's is empty, and its
 * props carry no such key.
 */
export function placeOptions(
  places: readonly Place[] | null | undefined,
  labelTarget: (place: Place) => EditTarget = () => ({}),
): PlaceOption[] {
  const options: PlaceOption[] = []
  for (const place of places ?? []) {
    const label = place.label?.trim()
    if (!label) continue
    const editTarget = labelTarget(place)
    options.push(
      Object.keys(editTarget).length > 0
        ? { value: place._key, label, editTarget }
        : { value: place._key, label },
    )
  }
  return options
}
