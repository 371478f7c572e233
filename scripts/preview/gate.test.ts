import { describe, expect, it } from 'vitest'
import { cookieValue, hasDraftMode, isEnablePath, openFromStudioPage, RateLimit } from './gate.ts'

describe('the draft-mode cookie', () => {
  it('lets in only the value Next checks, whatever else the header holds', () => {
    expect(hasDraftMode('a=1; __prerender_bypass=abc123; b=2', 'abc123')).toBe(true)
    expect(hasDraftMode('__prerender_bypass=abc1234', 'abc123')).toBe(false)
    expect(hasDraftMode('x__prerender_bypass=abc123', 'abc123')).toBe(false)
    expect(hasDraftMode(undefined, 'abc123')).toBe(false)
    expect(cookieValue('a=b=c', 'a')).toBe('b=c')
  })

  it('opens only the handshake route', () => {
    expect(isEnablePath('/api/draft-mode/enable/')).toBe(true)
    expect(isEnablePath('/api/draft-mode/enable')).toBe(true)
    expect(isEnablePath('/api/draft-mode/perspective/')).toBe(false)
    expect(isEnablePath('/api/draft-mode/enable/x')).toBe(false)
  })

  it("says where to go, with the Studio's address escaped", () => {
    const page = openFromStudioPage('https://kerbside.sanity.studio/?a="b"&c')
    expect(page).toContain('href="https://kerbside.sanity.studio/?a=&quot;b&quot;&amp;c"')
    expect(page).not.toMatch(/<script|<style|style=/)
  })
})

describe('RateLimit', () => {
  it('lets `limit` requests through per window and says when the window ends', () => {
    const limit = new RateLimit(3, 60_000)
    expect([0, 1, 2].map(() => limit.take('a', 1_000))).toEqual([0, 0, 0])
    expect(limit.take('a', 1_000)).toBe(60)
    expect(limit.take('a', 31_000)).toBe(30)
    expect(limit.take('b', 31_000)).toBe(0)
    expect(limit.take('a', 61_000)).toBe(0)
  })

  it('keeps at most maxKeys addresses, however many send', () => {
    const limit = new RateLimit(1, 60_000, 100)
    for (let index = 0; index < 10_000; index += 1) limit.take(`10.0.${index}`, index)
    expect(limit.size).toBeLessThanOrEqual(100)
  })
})
