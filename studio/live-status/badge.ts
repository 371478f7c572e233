// The live-state badge on each document the website shows: "Live", "Going live in about 40
// seconds", "Not live", and so on, with the whole story (and what to do) in its tooltip.
// studio/lib/live-state.ts decides; this only feeds it the document's published revision and the
// live site's record, read every few seconds while the document is going live, so the badge
// turns Live by itself.
import { useEffect, useState } from 'react'
import type { DocumentBadgeComponent, DocumentBadgeDescription } from 'sanity'
import { type LiveState, liveState } from '../lib/live-state.ts'
import type { LiveStatusConfig } from './config.ts'
import { useLiveSite } from './use-live-site.ts'

export const badgeColors: Record<LiveState['tone'], DocumentBadgeDescription['color']> = {
  positive: 'success',
  caution: 'warning',
  critical: 'danger',
  default: undefined,
}

export function liveStateBadge(config: LiveStatusConfig): DocumentBadgeComponent {
  const LiveStateBadge: DocumentBadgeComponent = ({ id, published }) => {
    const [quickly, setQuickly] = useState(false)
    const { reading, now } = useLiveSite(config.address, { quickly })
    const state =
      reading &&
      liveState({
        id,
        published: published ? { _rev: published._rev, _updatedAt: published._updatedAt } : null,
        reading,
        studio: config.studio,
        now,
      })
    const goingLive = state?.status === 'rebuilding'
    useEffect(() => setQuickly(goingLive), [goingLive])
    if (!state) {
      return { label: 'Checking live site…', title: 'Asking the live site which version it shows.' }
    }
    return { label: state.label, title: state.message, color: badgeColors[state.tone] }
  }
  LiveStateBadge.displayName = 'LiveStateBadge'
  return LiveStateBadge
}
