'use client'
// Logs the path a visitor asked for when they land on the 404 page. A warning, not an
// error: the site has not failed, and error-level logs are kept for real failures.
import { useEffect } from 'react'

export function NotFoundLogger() {
  useEffect(() => {
    console.warn(
      '404 Error: User attempted to access non-existent route:',
      window.location.pathname,
    )
  }, [])
  return null
}
