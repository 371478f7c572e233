// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { system } from '../../theme/system'
import { MotionProvider } from './motion-provider'
import { Reveal } from './reveal'

function page(children: ReactNode): ReactNode {
  return (
    <ChakraProvider value={system}>
      <MotionProvider>
        <Reveal>{children}</Reveal>
      </MotionProvider>
    </ChakraProvider>
  )
}

afterEach(cleanup)

describe('Reveal', () => {
  it('server-renders its content with no inline style: visible without JavaScript', () => {
    const html = renderToString(page(<h2>Our Services</h2>))
    expect(html).toContain('<h2>Our Services</h2>')
    expect(html).not.toMatch(/\sstyle="/)
    expect(html).not.toContain('opacity')
  })

  it('leaves content that is on screen when it mounts exactly as it is', () => {
    render(page(<h2>Our Services</h2>))
    const wrapper = screen.getByRole('heading').parentElement as HTMLElement
    expect(wrapper.style.opacity).toBe('')
    expect(wrapper.style.transform).toBe('')
  })
})
