'use client'
// Chakra's provider with an Emotion cache whose rules are flushed into the server HTML
// (useServerInsertedHTML). Without it Emotion writes <style> tags into <body> and React
// reports hydration error #418 on every page (PITFALLS.md).
import { ChakraProvider } from '@chakra-ui/react'
import createCache, { type EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { useServerInsertedHTML } from 'next/navigation'
import { type ReactNode, useState } from 'react'
import { system } from '@/theme/system'

function createRegistry(): { cache: EmotionCache; flush: () => string[] } {
  const cache = createCache({ key: 'css' })
  cache.compat = true
  const insert = cache.insert.bind(cache)
  let inserted: string[] = []
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (cache.inserted[serialized.name] === undefined) inserted.push(serialized.name)
    return insert(selector, serialized, sheet, shouldCache)
  }
  return {
    cache,
    flush() {
      const names = inserted
      inserted = []
      return names
    },
  }
}

export function Providers({ children }: { children: ReactNode }) {
  const [registry] = useState(createRegistry)

  useServerInsertedHTML(() => {
    const names = registry.flush()
    if (names.length === 0) return null
    let styles = ''
    for (const name of names) {
      const rule = registry.cache.inserted[name]
      if (typeof rule === 'string') styles += rule
    }
    return (
      <style
        key={names.join(' ')}
        data-emotion={`${registry.cache.key} ${names.join(' ')}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: Emotion's own serialized CSS
        dangerouslySetInnerHTML={{ __html: styles }}
      />
    )
  })

  return (
    <CacheProvider value={registry.cache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  )
}
