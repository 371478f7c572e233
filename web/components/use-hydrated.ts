// False on the server and while React hydrates the server HTML, true afterwards. Lets a client
// component render exactly the server markup first (no hydration mismatch, no inline styles)
// and enhance it once JavaScript runs.
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
