'use client'
// Mounts Chakra's <Toaster /> only once the first notice is requested (see notices.ts).
import { type ComponentType, useEffect, useRef, useState } from 'react'
import { registerToastHost } from './notices'

export function ToastHost() {
  const [Host, setHost] = useState<ComponentType | null>(null)
  const mounted = useRef<Promise<void> | null>(null)
  const onMounted = useRef<(() => void) | null>(null)

  useEffect(
    () =>
      registerToastHost(() => {
        mounted.current ??= import('./toaster').then(
          ({ Toaster }) =>
            new Promise<void>((resolve) => {
              onMounted.current = resolve
              setHost(() => Toaster)
            }),
        )
        return mounted.current
      }),
    [],
  )

  useEffect(() => {
    if (Host) onMounted.current?.()
  }, [Host])

  return Host ? <Host /> : null
}
