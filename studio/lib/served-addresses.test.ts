import { describe, expect, it } from 'vitest'
import { servicePath, townAliasPath, townPath } from '../../web/lib/routes.ts'
import {
  addressOfFile,
  lostAddresses,
  lostAddressLines,
  type ServedAddresses,
} from './served-addresses.ts'

const live: ServedAddresses = {
  addresses: [
    '/',
    '/areas-covered/',
    townPath('bath'),
    townAliasPath('bath'),
    servicePath('brake-care'),
    servicePath('mobile-tyre-fitting'),
    '/privacy-policy/',
  ],
  redirects: [{ from: '/tyres', to: servicePath('mobile-tyre-fitting') }],
  lost: [],
}

describe('addressOfFile', () => {
  it("gives a page's address from its file in the export", () => {
    expect(addressOfFile('index.html')).toBe('/')
    expect(addressOfFile('areas/bath/index.html')).toBe('/areas/bath/')
    expect(addressOfFile('areas\\bath\\index.html')).toBe('/areas/bath/')
  })
})

describe('lostAddresses', () => {
  it('is empty when every address is still a page or a redirect, in any spelling', () => {
    const now = {
      addresses: live.addresses.filter((path) => !path.includes('bath')),
      redirects: [
        ...live.redirects,
        { from: townPath('bath').replace(/\/$/, ''), to: townPath('bath-spa') },
        { from: townAliasPath('bath'), to: townAliasPath('bath-spa') },
      ],
    }
    expect(
      lostAddresses(live, { ...now, addresses: [...now.addresses, townPath('bath-spa')] }),
    ).toEqual([])
  })

  it("names each address gone without a redirect, with the obvious fix: its type's removedTo, its old redirect's target", () => {
    const now = {
      addresses: live.addresses.filter(
        (path) =>
          !path.includes('bath') &&
          path !== '/privacy-policy/' &&
          path !== servicePath('brake-care'),
      ),
      redirects: [],
    }
    expect(lostAddresses(live, now)).toEqual([
      { path: '/areas-covered/mobile-tyre-fitting-bath/', to: '/areas-covered/' },
      { path: '/areas/bath/', to: '/areas-covered/' },
      { path: '/privacy-policy/', to: '/' },
      { path: '/services/brake-care/', to: '/#services' },
      // Staff deleted the redirect: the fix is the one it had.
      { path: '/tyres', to: servicePath('mobile-tyre-fitting') },
    ])
  })

  it('keeps a lost address from build to build until a page or a redirect answers it', () => {
    const before = { ...live, lost: [{ path: '/old-offers', to: '/' }] }
    expect(lostAddresses(before, { addresses: live.addresses, redirects: live.redirects })).toEqual(
      [{ path: '/old-offers', to: '/' }],
    )
    expect(
      lostAddresses(before, {
        addresses: live.addresses,
        redirects: [...live.redirects, { from: '/old-offers/', to: '/' }],
      }),
    ).toEqual([])
  })

  it('offers no fix that is itself gone, and none for an address of no known kind', () => {
    const before = { ...live, redirects: [{ from: '/tyres', to: '/winter-tyres/' }] }
    expect(lostAddresses(before, { addresses: live.addresses, redirects: [] })).toEqual([
      { path: '/tyres' },
    ])
    expect(
      lostAddresses(
        { ...live, addresses: [...live.addresses, '/some/deep/page/'] },
        { addresses: live.addresses, redirects: live.redirects },
      ),
    ).toEqual([{ path: '/some/deep/page/' }])
  })

  it("keeps another website as a fix, and never counts another website's address as lost", () => {
    const before = {
      ...live,
      redirects: [{ from: '/book', to: 'https://booking.example.com/' }],
      lost: [{ path: 'https://other.example.com/x' }],
    }
    expect(lostAddresses(before, { addresses: live.addresses, redirects: [] })).toEqual([
      { path: '/book', to: 'https://booking.example.com/' },
    ])
  })
})

describe('lostAddressLines', () => {
  it('says each address and its fix on a line of the build log', () => {
    expect(lostAddressLines([{ path: '/a/', to: '/' }, { path: '/b/' }])).toEqual([
      '  /a/ (fix: a redirect to /)',
      '  /b/ (fix: a redirect to the page that replaces it)',
    ])
  })
})
