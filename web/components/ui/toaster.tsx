'use client'
// The site's toast notifier: the contact form's 'Missing Information' and 'Message Prepared'
// notices. showNotice (notices.ts) loads this module and mounts <Toaster /> once, on a root of its
// own at the end of <body>; then toaster.create() shows a notice.
// It renders only in the browser: the toast group carries inline placement styles, which the
// strict Content-Security-Policy would refuse in server HTML (they are set through the CSSOM here).
import {
  ChakraProvider,
  Toaster as ChakraToaster,
  createToaster,
  Portal,
  Stack,
  Toast,
} from '@chakra-ui/react'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { system } from '@/theme/system'
import { useHydrated } from '../use-hydrated'

export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true })

// Chakra's default success and error fills (green.600, red.600) are too light for white text;
// these pass WCAG AA. Errors use the site's emergency red: visibly destructive.
const typeColours = {
  '&[data-type=error]': { bg: 'emergency.solid', color: 'emergency.contrast' },
  '&[data-type=success]': { bg: 'green.700', color: 'white' },
  '&[data-type=warning]': { bg: 'cta.solid', color: 'cta.contrast' },
}

let mounted: Promise<void> | undefined

/** Renders the toaster once, on its own root; resolves when it is in the page. The first
 * notice's close-button label is the toaster's (every notice comes from the same Site settings). */
export function mountToaster(dismissLabel: string): Promise<void> {
  mounted ??= new Promise<void>((resolve) => {
    const container = document.createElement('div')
    document.body.append(container)
    createRoot(container).render(<Toaster dismissLabel={dismissLabel} onMounted={resolve} />)
  })
  return mounted
}

function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted])
  return null
}

/** `dismissLabel`: Site settings' accessible name for a notice's close button. */
function Toaster({ dismissLabel, onMounted }: { dismissLabel: string; onMounted?: () => void }) {
  if (!useHydrated()) return null
  return (
    <ChakraProvider value={system}>
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'sm' }} css={typeColours}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title ? (
                  <Toast.Title fontWeight="bold" textStyle="md">
                    {toast.title}
                  </Toast.Title>
                ) : null}
                {toast.description ? (
                  <Toast.Description opacity="1">{toast.description}</Toast.Description>
                ) : null}
              </Stack>
              {toast.closable ? (
                <Toast.CloseTrigger
                  color="currentColor"
                  minW="8"
                  minH="8"
                  aria-label={dismissLabel}
                />
              ) : null}
            </Toast.Root>
          )}
        </ChakraToaster>
      </Portal>
      {onMounted ? <Mounted onMounted={onMounted} /> : null}
    </ChakraProvider>
  )
}
