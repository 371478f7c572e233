import { describe, expect, it } from 'vitest'
import {
  isE164,
  isEmail,
  isTyreSize,
  isUkE164,
  isUkMobileE164,
  isUkPhoneDisplay,
  postcodeDistrictProblem,
  ukDisplayToE164,
} from './formats.ts'

describe('isUkPhoneDisplay', () => {
  it.each([
    '0808 157 0247',
    '08081570247',
    '020 7946 0000',
    '0161 496 0000',
    '07700 900247',
    '01632 960000',
    '0800 123 456',
    '01387 12345',
  ])('accepts %s', (value) => {
    expect(isUkPhoneDisplay(value)).toBe(true)
  })

  it.each([
    '+44 808 157 0247',
    '808 157 0247',
    '0808-157-0247',
    '0808 1570 247 1',
    '0808  157 0247',
    ' 0808 157 0247',
    '0008 157 0247',
    '0808 157 02',
    '',
  ])('rejects %j', (value) => {
    expect(isUkPhoneDisplay(value)).toBe(false)
  })
})

describe('E.164', () => {
  it('accepts international numbers in E.164 form', () => {
    expect(isE164('+448081570247')).toBe(true)
    expect(isE164('+447700900247')).toBe(true)
    expect(isE164('+14155550123')).toBe(true)
  })

  it('rejects numbers with spaces, a leading 0 or no plus sign', () => {
    expect(isE164('+44 808 157 0247')).toBe(false)
    expect(isE164('08081570247')).toBe(false)
    expect(isE164('448081570247')).toBe(false)
    expect(isE164('+048081570247')).toBe(false)
    expect(isE164('+4412')).toBe(false)
  })

  it('tells UK numbers and UK mobiles apart', () => {
    expect(isUkE164('+448081570247')).toBe(true)
    expect(isUkE164('+4408081570247')).toBe(false)
    expect(isUkE164('+14155550123')).toBe(false)
    expect(isUkMobileE164('+447700900247')).toBe(true)
    expect(isUkMobileE164('+448081570247')).toBe(false)
  })
})

describe('ukDisplayToE164', () => {
  it('turns the displayed number into the dialling form', () => {
    expect(ukDisplayToE164('0808 157 0247')).toBe('+448081570247')
    expect(ukDisplayToE164('020 7946 0000')).toBe('+442079460000')
  })

  it('returns undefined for anything that is not a UK display number', () => {
    expect(ukDisplayToE164('+448081570247')).toBeUndefined()
  })
})

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmail('help@kerbside-rescue.example')).toBe(true)
    expect(isEmail('first.last@mail.example.co.uk')).toBe(true)
  })

  it.each([
    'help',
    'help@',
    '@kerbside.example',
    'help@kerbside',
    'a b@c.example',
    'a..b@c.example',
    'a@b..example',
  ])('rejects %j', (value) => {
    expect(isEmail(value)).toBe(false)
  })
})

describe('isTyreSize', () => {
  it('accepts sizes as printed on the sidewall', () => {
    for (const size of [
      '195/65R15',
      '205/55R16',
      '225/45R17',
      '215/60R16',
      '235/65R17',
      '225/40ZR18',
    ]) {
      expect(isTyreSize(size)).toBe(true)
    }
  })

  it('rejects other spellings', () => {
    for (const size of ['205/55/R16', '205 55 R16', '205/55r16', '205/55R', 'R16']) {
      expect(isTyreSize(size)).toBe(false)
    }
  })
})

describe('postcodeDistrictProblem', () => {
  it.each(['SN1', 'SN25', 'NP20', 'BA1', 'GL50', 'RG14', 'OX44', 'M1', 'W1'])(
    'accepts the district %s',
    (district) => {
      expect(postcodeDistrictProblem(district)).toBeUndefined()
    },
  )

  it.each([
    ['SN1 2AB', /full postcode: .*\(SN1\)/],
    ['sn140aa', /full postcode: .*\(SN14\)/],
    ['SN', /not a postcode district/],
    ['Swindon', /not a postcode district/],
    ['SN123', /not a postcode district/],
    ['1SN', /not a postcode district/],
    ['', /not a postcode district/],
    ['EC1A', /part of a district: .*EC1/],
    ['sn1', /Write "sn1" as SN1/],
    ['SN 1', /Write "SN 1" as SN1/],
    [' SN1', /Write " SN1" as SN1/],
  ])('refuses %j', (value, problem) => {
    expect(postcodeDistrictProblem(value)).toMatch(problem)
  })
})
