'use client'
// Error boundary for every route below the root layout: shows the routing error screen.
import { ErrorScreen } from '@/components/chrome/error-screen'

export default function RouteError({ error }: { error: unknown }) {
  return <ErrorScreen error={error} />
}
