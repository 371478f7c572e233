// The nine service pages. What each shows (its section blocks in the snapshot's order, one h1,
// an unbroken heading outline, contact and call links, the business facts it exists to show) is
// checked on the page the walk over every route loads (tests/e2e/a11y.spec.ts, through
// tests/support/service-content.ts); here, that the walk has every service page to check.
import { expect, test } from '../support/fixtures.ts'
import { siteRoutes } from '../support/site-routes.ts'

const services = siteRoutes().filter((route) => route.kind === 'service')

test('every service in the snapshot has a page to test', () => {
  expect(services.map((route) => route.path)).toEqual([
    '/services/mobile-tyre-fitting/',
    '/services/emergency-tyre-fitting/',
    '/services/mobile-tyre-repair/',
    '/services/jumpstart-service/',
    '/services/battery-replacement/',
    '/services/emergency-refuel/',
    '/services/tpms-service/',
    '/services/brake-service/',
    '/services/vehicle-servicing/',
  ])
})
