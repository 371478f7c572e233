// One reading of the live site's build record shared by every badge and the tool in this
// browser tab, read again every 30 seconds while any of them is on screen (and on demand), so
// ten open documents cost one request, not ten.
import { useCallback, useEffect, useState } from 'react'
import type { LiveSiteReading } from '../lib/live-state.ts'
import { type LiveSiteAddress, readLiveSite } from './read-live-site.ts'

export const refreshMs = 30_000

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

function refresh(address: LiveSiteAddress, entry: Entry, force: boolean): void {
  if (entry.pending || (!force && Date.now() - entry.readAt < refreshMs && entry.reading)) return
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
 * each reading and every 30 s, so "N minutes ago" moves on), and a function to read again now.
 */
export function useLiveSite(address: LiveSiteAddress): {
  reading: LiveSiteReading | undefined
  now: number
  readAgain: () => void
} {
  const entry = entryFor(address)
  const [, setVersion] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const update = () => {
      setNow(Date.now())
      setVersion((version) => version + 1)
    }
    entry.listeners.add(update)
    refresh(address, entry, false)
    const timer = setInterval(() => {
      setNow(Date.now())
      refresh(address, entry, false)
    }, refreshMs)
    return () => {
      entry.listeners.delete(update)
      clearInterval(timer)
    }
  }, [address, entry])
  const readAgain = useCallback(() => refresh(address, entry, true), [address, entry])
  return { reading: entry.reading, now, readAgain }
}
