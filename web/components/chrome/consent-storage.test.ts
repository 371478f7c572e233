import { describe, expect, it } from 'vitest'
import { consentStorageKey, readConsent, type StorageGetter, writeConsent } from './consent-storage'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value)
    },
  }
}

const throwingGetter: StorageGetter = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}

const quotaStorage = {
  getItem: () => null,
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError')
  },
}

describe('consent storage', () => {
  it('uses the key the Cookie Policy names and its two values', () => {
    const local = memoryStorage()
    expect(writeConsent('accepted', [() => local])).toBe(true)
    expect(local.items.get(consentStorageKey)).toBe('accepted')
    expect(consentStorageKey).toBe('kerbside-consent')
    expect(readConsent([() => local])).toBe('accepted')
    writeConsent('declined', [() => local])
    expect(readConsent([() => local])).toBe('declined')
  })

  it('reads nothing from an empty storage or an unknown value', () => {
    expect(readConsent([() => memoryStorage()])).toBeNull()
    expect(readConsent([() => memoryStorage({ [consentStorageKey]: 'maybe' })])).toBeNull()
  })

  it('falls back to the next storage when one throws, and never throws itself', () => {
    const session = memoryStorage()
    expect(writeConsent('declined', [throwingGetter, () => session])).toBe(true)
    expect(readConsent([throwingGetter, () => session])).toBe('declined')
    expect(writeConsent('accepted', [() => quotaStorage, () => session])).toBe(true)
    expect(session.items.get(consentStorageKey)).toBe('accepted')
  })

  it('reports failure when no storage can keep the choice', () => {
    expect(writeConsent('accepted', [throwingGetter, () => quotaStorage, () => null])).toBe(false)
    expect(readConsent([throwingGetter, () => null])).toBeNull()
  })
})
