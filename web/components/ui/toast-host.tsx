'use client'
// Mounts Chakra's <Toaster /> only once the first notice is requested (see notices.ts).
import { type ComponentType, useEffect, useRef, useState } from 'react'
import { registerToastHost } from './notices'

type HostProps = { dismissLabel: string }

/** `dismissLabel`: Site settings' accessible name for a notice's close button. */
export function ToastHost({ dismissLabel }: HostProps) {
  const [Host, setHost] = useState<ComponentType<HostProps> | null>(null)
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

  return Host ? <Host dismissLabel={dismissLabel} /> : null
}
