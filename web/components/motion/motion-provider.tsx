'use client'
// One LazyMotion for the whole site: `m` components render at once, and the animation features
// arrive in a separate chunk after hydration, so motion costs the first load only a few kB.
// `strict` makes a stray `motion.div` (which would pull in every feature) an error.
// reducedMotion="user" turns transforms off for visitors who prefer reduced motion.
import { LazyMotion, MotionConfig } from 'framer-motion'
import type { ReactNode } from 'react'

const loadFeatures = () => import('./features').then((module) => module.default)

export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
