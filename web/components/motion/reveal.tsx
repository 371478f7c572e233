'use client'
// Restrained entrance motion for a page section: content that starts below the fold rises 24 px
// and fades in the first time it scrolls into view. The server HTML carries no motion styles, so
// without JavaScript (and until hydration) everything is simply visible; content already on
// screen at hydration never moves; under prefers-reduced-motion nothing is hidden or moved.
import { Box } from '@chakra-ui/react'
import { m, useReducedMotion, type Variants } from 'framer-motion'
import { type ReactNode, useEffect, useRef, useState } from 'react'

const variants: Variants = {
  waiting: { opacity: 0, y: 24, transition: { duration: 0 } },
  shown: { opacity: 1, y: 0, transition: { duration: 0.5, ease: [0.22, 1, 0.36, 1] } },
}

// Printing must show everything, whatever the scroll position was.
const printCss = { '@media print': { opacity: '1 !important', transform: 'none !important' } }

export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const reducedMotion = useReducedMotion()
  const [belowFold, setBelowFold] = useState(false)

  useEffect(() => {
    if (reducedMotion) return
    const element = ref.current
    if (element && element.getBoundingClientRect().top > window.innerHeight) setBelowFold(true)
  }, [reducedMotion])

  const animated = belowFold && !reducedMotion
  return (
    <Box asChild css={printCss}>
      <m.div
        ref={ref}
        initial={false}
        variants={variants}
        animate={animated ? 'waiting' : undefined}
        whileInView={animated ? 'shown' : undefined}
        viewport={{ once: true, amount: 0.1 }}
      >
        {children}
      </m.div>
    </Box>
  )
}
