// "Where are you?" in the contact form: the places of the Broken down page as the form's island
// gets them (plain JSON), and the "have ready" lists of each place and service, their pictures
// already turned into <picture> markup on the server.
import type { PictureValue, ShownPicture } from '@/lib/content'
import type { PictureMarkup } from '../ui/picture'

/** One "have ready for the technician" point: shown in the form, never sent. */
export interface ChecklistEntry {
  key: string
  text: string
  picture: PictureMarkup | null
}

export interface PlaceOption {
  /** The radio's value: the place's array key, stable across edits of its wording. */
  value: string
  /** The choice's text, and the place line of the WhatsApp message. */
  label: string
  /** What to do before anything else (call 999 in a live lane), or null. */
  callFirst: string | null
  advice: string[]
  checklist: ChecklistEntry[]
}

type ChecklistContent =
  | readonly { _key: string; text: string | null; picture: PictureValue | null }[]
  | null
  | undefined

/** Turns a picture value into what the island renders (the content layer's getPicture, then markup). */
export type ShowPicture = (value: PictureValue | null) => PictureMarkup | null

export function checklistEntries(items: ChecklistContent, show: ShowPicture): ChecklistEntry[] {
  const entries: ChecklistEntry[] = []
  for (const item of items ?? []) {
    const text = item.text?.trim()
    if (!text) continue
    entries.push({ key: item._key, text, picture: show(item.picture) })
  }
  return entries
}

export function placeOptions(
  places:
    | readonly {
        _key: string
        label: string | null
        callFirst: string | null
        advice: readonly (string | null)[] | null
        checklist: ChecklistContent
      }[]
    | null
    | undefined,
  show: ShowPicture,
): PlaceOption[] {
  const options: PlaceOption[] = []
  for (const place of places ?? []) {
    const label = place.label?.trim()
    if (!label) continue
    options.push({
      value: place._key,
      label,
      callFirst: place.callFirst?.trim() || null,
      advice: (place.advice ?? []).filter((step): step is string => Boolean(step?.trim())),
      checklist: checklistEntries(place.checklist, show),
    })
  }
  return options
}

/** The picture of a checklist point in the 'guide' slot, as markup (null without one). */
export function guidePicture(
  getPicture: (value: PictureValue | null, slot: 'guide') => ShownPicture | null,
  markup: (picture: ShownPicture) => PictureMarkup,
): ShowPicture {
  return (value) => {
    const picture = getPicture(value, 'guide')
    return picture ? markup(picture) : null
  }
}
