// The Studio's top bar when it works on the local Content Lake (no Sanity project): a line above
// it says that what is edited here is local content, never the live site, so nobody mistakes a
// Publish here for one that changes the website. Sanity's documented navbar component
// (https://www.sanity.io/docs/studio/studio-components-reference: studio.components.navbar).
import { Card, Flex, Text } from '@sanity/ui'
import type { NavbarProps } from 'sanity'

const localContentNotice =
  'Local content on this computer, not the live site: Publish here changes no website. Build the site from it with npm run studio -- --build.'

export function LocalContentNavbar(props: NavbarProps) {
  return (
    <>
      <Card tone="caution" padding={2} role="status" data-testid="local-content-notice">
        <Flex justify="center">
          <Text size={1} weight="medium">
            {localContentNotice}
          </Text>
        </Flex>
      </Card>
      {props.renderDefault(props)}
    </>
  )
}
