import { describe, expect, it } from 'vitest'
import { CONTACT_FIELDS, emptyValues, REQUIRED_FIELDS } from './fields'

describe('contact form fields', () => {
  it('lists every field in display order', () => {
    expect(CONTACT_FIELDS).toEqual([
      'name',
      'registration',
      'postcode',
      'service',
      'tyreSize',
      'message',
    ])
  })

  it('requires name, registration, postcode, service and message, in display order', () => {
    expect(REQUIRED_FIELDS).toEqual(['name', 'registration', 'postcode', 'service', 'message'])
    expect(REQUIRED_FIELDS).not.toContain('tyreSize')
  })

  it('starts with every field empty', () => {
    expect(emptyValues()).toEqual({
      name: '',
      registration: '',
      postcode: '',
      service: '',
      tyreSize: '',
      message: '',
    })
    expect(Object.keys(emptyValues())).toEqual([...CONTACT_FIELDS])
  })

  it('hands out a fresh object each time, so clearing the form cannot share state', () => {
    const first = emptyValues()
    first.name = 'Priya'
    expect(emptyValues().name).toBe('')
    expect(emptyValues()).not.toBe(emptyValues())
  })
})
