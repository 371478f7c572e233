import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hashScrollDelayMs,
  hashTargetId,
  type ScrollTarget,
  scheduleHashScroll,
  scrollBehaviourFor,
} from './hash-scroll'

function fakeTarget(attributes: Record<string, string> = {}, tabIndex = -1) {
  const attrs = new Map(Object.entries(attributes))
  const target = {
    tabIndex,
    hasAttribute: (name: string) => attrs.has(name),
    setAttribute: vi.fn((name: string, value: string) => {
      attrs.set(name, value)
    }),
    scrollIntoView: vi.fn(),
    focus: vi.fn(),
    contains: vi.fn((node: unknown) => node === 'inside'),
  } satisfies ScrollTarget
  return { target, attrs }
}

describe('hashTargetId', () => {
  it('reads the id a hash names', () => {
    expect(hashTargetId('#contact')).toBe('contact')
    expect(hashTargetId('contact')).toBe('contact')
    expect(hashTargetId('#caf%C3%A9')).toBe('café')
  })

  it('is null for no hash', () => {
    expect(hashTargetId('')).toBeNull()
    expect(hashTargetId('#')).toBeNull()
  })

  it('keeps a malformed escape as written', () => {
    expect(hashTargetId('#100%')).toBe('100%')
  })
})

describe('scrollBehaviourFor', () => {
  it('is smooth normally and instant under reduced motion', () => {
    expect(scrollBehaviourFor(false)).toBe('smooth')
    expect(scrollBehaviourFor(true)).toBe('auto')
  })
})

describe('scheduleHashScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits 100 ms, then scrolls smoothly to the target and focuses it', () => {
    const { target, attrs } = fakeTarget()
    const findTarget = vi.fn(() => target)
    scheduleHashScroll('#contact', { findTarget, prefersReducedMotion: () => false })

    expect(hashScrollDelayMs).toBe(100)
    vi.advanceTimersByTime(99)
    expect(target.scrollIntoView).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(findTarget).toHaveBeenCalledWith('contact')
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
    expect(attrs.get('tabindex')).toBe('-1')
    expect(target.focus).toHaveBeenCalledWith({ preventScroll: true })
  })

  it('leaves scroll and focus alone when focus is already inside the target', () => {
    const { target } = fakeTarget()
    scheduleHashScroll('#contact', {
      findTarget: () => target,
      prefersReducedMotion: () => false,
      focusedElement: () => 'inside',
    })
    vi.advanceTimersByTime(100)
    expect(target.scrollIntoView).not.toHaveBeenCalled()
    expect(target.focus).not.toHaveBeenCalled()
  })

  it('still moves focus to the target when focus is elsewhere on the page', () => {
    const { target } = fakeTarget()
    scheduleHashScroll('#contact', {
      findTarget: () => target,
      prefersReducedMotion: () => false,
      focusedElement: () => 'the header link',
    })
    vi.advanceTimersByTime(100)
    expect(target.scrollIntoView).toHaveBeenCalled()
    expect(target.focus).toHaveBeenCalledWith({ preventScroll: true })
  })

  it('jumps (behaviour auto) when the visitor prefers reduced motion', () => {
    const { target } = fakeTarget()
    scheduleHashScroll('#services', { findTarget: () => target, prefersReducedMotion: () => true })
    vi.advanceTimersByTime(100)
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
  })

  it('leaves focusable targets and an existing tabindex alone', () => {
    const link = fakeTarget({}, 0)
    scheduleHashScroll('#a', { findTarget: () => link.target, prefersReducedMotion: () => false })
    const main = fakeTarget({ tabindex: '-1' })
    scheduleHashScroll('#b', { findTarget: () => main.target, prefersReducedMotion: () => false })
    vi.advanceTimersByTime(100)
    expect(link.target.setAttribute).not.toHaveBeenCalled()
    expect(main.target.setAttribute).not.toHaveBeenCalled()
    expect(link.target.focus).toHaveBeenCalled()
    expect(main.target.focus).toHaveBeenCalled()
  })

  it('can be cancelled before it fires', () => {
    const { target } = fakeTarget()
    const cancel = scheduleHashScroll('#contact', {
      findTarget: () => target,
      prefersReducedMotion: () => false,
    })
    vi.advanceTimersByTime(50)
    cancel()
    vi.advanceTimersByTime(100)
    expect(target.scrollIntoView).not.toHaveBeenCalled()
  })

  it('does nothing for an empty hash or an id that is not on the page', () => {
    const findTarget = vi.fn(() => null)
    scheduleHashScroll('', { findTarget, prefersReducedMotion: () => false })
    vi.advanceTimersByTime(100)
    expect(findTarget).not.toHaveBeenCalled()
    scheduleHashScroll('#nowhere', { findTarget, prefersReducedMotion: () => false })
    expect(() => vi.advanceTimersByTime(100)).not.toThrow()
    expect(findTarget).toHaveBeenCalledWith('nowhere')
  })
})
