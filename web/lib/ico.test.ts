import { describe, expect, it } from 'vitest'
import { icoFile } from './ico'

describe('icoFile', () => {
  it('writes the icon header, an entry per image pointing at its PNG, then the PNGs', () => {
    const small = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1])
    const large = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 2, 3])
    const bytes = icoFile([
      { size: 16, png: small },
      { size: 256, png: large },
    ])
    const view = new DataView(bytes.buffer)
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([
      0, 1, 2,
    ])
    expect([bytes[6], bytes[7], view.getUint16(12, true), view.getUint32(14, true)]).toEqual([
      16,
      16,
      32,
      small.length,
    ])
    expect(view.getUint32(18, true)).toBe(38)
    expect([bytes[22], bytes[23]]).toEqual([0, 0])
    expect(view.getUint32(34, true)).toBe(38 + small.length)
    expect([...bytes.slice(38)]).toEqual([...small, ...large])
    expect(() => icoFile([{ size: 300, png: small }])).toThrow(/300/)
  })
})
