// Before the Studio starts on the local Content Lake (no Sanity project: `npm run studio`), the
// page asks the lake whether this browser can reach it. The lake speaks TLS with a certificate
// made on this computer (scripts/content-lake/local-content.ts says why), which a browser refuses
// until someone accepts it once; Sanity cannot tell that refusal from a network failure, so it
// would say "Couldn't reach the Sanity servers" and point at status.sanity.io. Instead, until
// the lake answers, the page says what this Studio is and the one step to take; the Studio starts
// the moment the lake answers (the step taken in another tab, or the way back from the lake).
//
// The wait happens before Sanity renders anything: sanity.config.ts awaits it at its top level,
// and the entry module `sanity dev` and `sanity build` generate imports the config, then calls
// renderStudio (the installed @sanity/cli-build 5.3.1's dist/actions/build/getEntryModule.js), so
// by ES module rules renderStudio waits for it.
import {
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  Stack,
  studioTheme,
  Text,
  ThemeProvider,
} from '@sanity/ui'
import { createRoot } from 'react-dom/client'
import { localContentLake } from '../web/lib/settings.ts'

const lake = localContentLake.browserOrigin

/**
 * Whether this browser can reach the lake: any answer to a plain request for its front page.
 * A certificate the browser has not accepted, or a lake that is not running, rejects the fetch;
 * `no-cors` asks nothing of CORS, so only reaching it counts.
 */
async function lakeAnswers(): Promise<boolean> {
  try {
    await fetch(`${lake}/`, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(5_000),
    })
    return true
  } catch {
    return false
  }
}

/**
 * The lake's front page, which sends the browser back to this page of the Studio once the
 * certificate is accepted (scripts/content-lake/server.ts: `?studio=`, for the Studio's origins).
 */
function acceptCertificateUrl(studioPage: string): string {
  return `${lake}/?studio=${encodeURIComponent(studioPage)}`
}

function LocalLakeStep(props: { studioPage: string; onRetry: () => void }) {
  return (
    <ThemeProvider theme={studioTheme}>
      <Card tone="transparent" style={{ minHeight: '100%' }}>
        <Flex
          align="center"
          justify="center"
          padding={4}
          style={{ minHeight: '100vh' }}
          sizing="border"
        >
          <Container width={1}>
            <Card as="main" border radius={3} padding={5} shadow={1} data-testid="local-lake-step">
              <Stack gap={5}>
                <Heading as="h1" size={2}>
                  One step before the practice Studio opens
                </Heading>
                <Text>
                  This is the Studio on this computer, with practice content: nothing published here
                  changes the website. The content is kept on this computer too, behind a secure
                  address with a certificate made on this computer, and this browser has not
                  accepted that certificate yet.
                </Text>
                <Text weight="medium">
                  Nothing is wrong with your internet connection or with Sanity.
                </Text>
                <Card tone="primary" radius={2} padding={4}>
                  <Stack gap={4}>
                    <Text size={1}>
                      Press the button below. Your browser warns that the connection is not private:
                      for this address (local.localhost, your own computer) that is expected. Choose{' '}
                      <strong>Advanced</strong> (Safari: <strong>Show details</strong>), then
                      continue to <strong>local.localhost</strong>. You come back here and the
                      Studio opens. Once in this browser is enough.
                    </Text>
                    <Flex gap={3} wrap="wrap">
                      <Button
                        as="a"
                        href={acceptCertificateUrl(props.studioPage)}
                        tone="primary"
                        text="Accept this computer's certificate"
                      />
                      <Button mode="ghost" text="Try again" onClick={props.onRetry} />
                    </Flex>
                  </Stack>
                </Card>
                <Box>
                  <Text size={1} muted>
                    If that page does not open at all, the practice content is not running: start it
                    again with npm run studio in the project's folder.
                  </Text>
                </Box>
              </Stack>
            </Card>
          </Container>
        </Flex>
      </Card>
    </ThemeProvider>
  )
}

/**
 * Resolves once this browser reaches the local lake: at once when it already does, else after
 * showing the step above until it does (checked every few seconds, when the tab comes back into
 * view, and on Try again). Outside the Studio's own page (the config read by a unit test or by
 * the `sanity` CLI's checks), it resolves at once: the Studio renders into #sanity (the entry
 * module above), so a page without it is not the Studio's.
 */
export async function untilLocalLakeAnswers(): Promise<void> {
  const studioRoot = typeof document === 'undefined' ? null : document.getElementById('sanity')
  if (!studioRoot || (await lakeAnswers())) return
  // Over the page, beside the Studio's own root (#sanity, which Sanity renders into after).
  const container = document.createElement('div')
  container.style.cssText = 'position: fixed; inset: 0; overflow: auto'
  document.body.append(container)
  const root = createRoot(container)
  await new Promise<void>((resolve) => {
    let checking = false
    const check = async () => {
      if (checking) return
      checking = true
      const answers = await lakeAnswers()
      checking = false
      if (!answers) return
      clearInterval(timer)
      window.removeEventListener('focus', check)
      document.removeEventListener('visibilitychange', check)
      resolve()
    }
    const timer = setInterval(check, 3_000)
    window.addEventListener('focus', check)
    document.addEventListener('visibilitychange', check)
    root.render(<LocalLakeStep studioPage={window.location.href} onRetry={check} />)
  })
  root.unmount()
  container.remove()
}
