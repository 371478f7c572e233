// What the live-state badge and tool need to know, fixed when the Studio starts
// (sanity.config.ts): where the live site is, and which project and dataset this Studio edits.
import { SettingsError, studioSiteAddress } from '../../web/lib/settings.ts'
import type { StudioDataset } from '../lib/live-state.ts'
import type { LiveSiteAddress } from './read-live-site.ts'

export type LiveStatusConfig = {
  address: LiveSiteAddress
  studio: StudioDataset
  /** A type's title for people ("Town"), from the schema. */
  typeTitle: (type: string) => string
}

/** The live site from SANITY_STUDIO_SITE_URL; unset or wrong, the sentence saying what to set. */
export function liveSiteAddress(value: string | undefined): LiveSiteAddress {
  try {
    return { origin: studioSiteAddress('SANITY_STUDIO_SITE_URL', value) }
  } catch (error) {
    if (error instanceof SettingsError) return { problem: error.message }
    throw error
  }
}
