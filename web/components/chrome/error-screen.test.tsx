// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { system } from '../../theme/system'
import { describeError, ErrorScreen } from './error-screen'

afterEach(cleanup)

describe('describeError', () => {
  it('shows status and status text for a response-like error', () => {
    expect(describeError({ status: 404, statusText: 'Not Found' })).toEqual({
      summary: '404 Not Found',
    })
    expect(describeError({ status: 500 })).toEqual({ summary: '500' })
  })

  it('falls back to the message and keeps the digest', () => {
    const error = Object.assign(new Error('Boom'), { digest: '12345' })
    expect(describeError(error)).toEqual({ summary: 'Boom', digest: '12345' })
    expect(describeError(new Error('Boom'))).toEqual({ summary: 'Boom' })
  })

  it('copes with values that are not errors', () => {
    expect(describeError('broken')).toEqual({ summary: 'broken' })
    expect(describeError(null)).toEqual({ summary: 'null' })
    expect(describeError({})).toEqual({ summary: '[object Object]' })
  })
})

describe('ErrorScreen', () => {
  it('shows the heading, the status line and the digest', () => {
    const error = Object.assign(new Error('Request failed'), { digest: 'abc123' })
    render(
      <ChakraProvider value={system}>
        <ErrorScreen error={error} />
      </ChakraProvider>,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Unexpected Application Error!',
    )
    expect(screen.getByText('Request failed')).toBeTruthy()
    expect(screen.getByText('abc123').tagName).toBe('CODE')
    expect(screen.getByRole('main')).toBeTruthy()
  })
})
