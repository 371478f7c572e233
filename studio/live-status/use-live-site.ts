// One reading of the live site's build record shared by every badge and the tool in this
// browser tab, read again every 30 seconds while any of them is on screen (and on demand), so
// ten open documents cost one request, not ten; every 5 seconds while one of them is going live,
// so its badge turns Live within seconds of the new build, without a reload.
import { useCallback, useEffect, useState } from 'react'
import { type LiveSiteReading, rebuildingRefreshMs, refreshMs } from '../lib/live-state.ts'
import { type LiveSiteAddress, readLiveSite } from './read-live-site.ts'

export { refreshMs }

type Entry = {
  reading: LiveSiteReading | undefined
  pending: Promise<void> | undefined
  readAt: number
  listeners: Set<() => void>
}

const entries = new Map<string, Entry>()

function keyOf(address: LiveSiteAddress): string {
  return 'origin' in address ? address.origin : `problem:${address.problem}`
}

function entryFor(address: LiveSiteAddress): Entry {
  const key = keyOf(address)
  let entry = entries.get(key)
  if (!entry) {
    entry = { reading: undefined, pending: undefined, readAt: 0, listeners: new Set() }
    entries.set(key, entry)
  }
  return entry
}

/** Reads again unless a reading younger than `maxAgeMs` is there (or `force`). */
function refresh(address: LiveSiteAddress, entry: Entry, force: boolean, maxAgeMs: number): void {
  if (entry.pending || (!force && Date.now() - entry.readAt < maxAgeMs && entry.reading)) return
  entry.pending = readLiveSite(address).then((reading) => {
    entry.reading = reading
    entry.readAt = Date.now()
    entry.pending = undefined
    for (const listener of entry.listeners) listener()
  })
}

/** Forgets every reading (tests start each case from nothing). */
export function forgetLiveSiteReadings(): void {
  entries.clear()
}

/**
 * The latest reading (undefined until the first answer), the time to judge it at (updated with
 * each reading and at every tick, so "N minutes ago" moves on), and a function to read again now.
 * `quickly`: something shown is going live, so read every rebuildingRefreshMs instead of
 * refreshMs.
 */
export function useLiveSite(
  address: LiveSiteAddress,
  { quickly = false }: { quickly?: boolean } = {},
): {
  reading: LiveSiteReading | undefined
  now: number
  readAgain: () => void
} {
  const entry = entryFor(address)
  const [, setVersion] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const every = quickly ? rebuildingRefreshMs : refreshMs
    const update = () => {
      setNow(Date.now())
      setVersion((version) => version + 1)
    }
    entry.listeners.add(update)
    refresh(address, entry, false, every)
    const timer = setInterval(() => {
      setNow(Date.now())
      // A tick may come a few milliseconds before the reading is `every` old.
      refresh(address, entry, false, every - 250)
    }, every)
    return () => {
      entry.listeners.delete(update)
      clearInterval(timer)
    }
  }, [address, entry, quickly])
  const readAgain = useCallback(() => refresh(address, entry, true, 0), [address, entry])
  return { reading: entry.reading, now, readAgain }
}
