'use client'
// Logs the path a visitor asked for when they land on the 404 page (SPEC §2).
import { useEffect } from 'react'

export function NotFoundLogger() {
  useEffect(() => {
    console.error(
      '404 Error: User attempted to access non-existent route:',
      window.location.pathname,
    )
  }, [])
  return null
}
