// The consent choice: 'accepted' or 'declined' under one local-storage key (the Cookie Policy
// names it). Storage can be missing or throw (private modes, blocked site data): then the choice
// falls back to session storage, and failing that lives only as long as the page.

export const consentStorageKey = 'kerbside-consent'

export type ConsentChoice = 'accepted' | 'declined'

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>
/** Returns a storage area; may throw (reading window.localStorage itself can). */
export type StorageGetter = () => StorageLike | null | undefined

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === 'accepted' || value === 'declined'
}

function attempt<T>(action: () => T): T | undefined {
  try {
    return action()
  } catch {
    return undefined
  }
}

/** The stored choice from the first storage that has one, or null. Never throws. */
export function readConsent(storages: StorageGetter[]): ConsentChoice | null {
  for (const storage of storages) {
    const value = attempt(() => storage()?.getItem(consentStorageKey))
    if (isConsentChoice(value)) return value
  }
  return null
}

/** Stores the choice in the first storage that accepts it; false when none did. Never throws. */
export function writeConsent(choice: ConsentChoice, storages: StorageGetter[]): boolean {
  for (const storage of storages) {
    const stored = attempt(() => {
      const area = storage()
      if (!area) return false
      area.setItem(consentStorageKey, choice)
      return true
    })
    if (stored) return true
  }
  return false
}

/** The browser's storages, local first; each access is guarded by readConsent/writeConsent. */
export const browserStorages: StorageGetter[] = [
  () => window.localStorage,
  () => window.sessionStorage,
]
