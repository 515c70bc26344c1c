import { describe, expect, it } from 'vitest'

import { siteAddress } from '@/lib/site-address'

describe('siteAddress', () => {
  it('serves the home page at / under its page slug, with the query kept', () => {
    expect(siteAddress('/')).toEqual({ url: '/home' })
    expect(siteAddress('/?utm_source=newsletter')).toEqual({ url: '/home?utm_source=newsletter' })
  })

  it('sends /home to /, the one public address of the home page', () => {
    expect(siteAddress('/home')).toEqual({ redirect: '/' })
    expect(siteAddress('/home?ref=a')).toEqual({ redirect: '/?ref=a' })
  })

  it('serves the spec GraphQL address from Payload', () => {
    expect(siteAddress('/graphql')).toEqual({ url: '/api/graphql' })
  })

  it('leaves every other address as it came', () => {
    for (const url of ['/about', '/product/cottesloe-morning?x=1', '/homework', '/home/x', '/graphql-playground']) {
      expect(siteAddress(url)).toEqual({ url })
    }
  })
})
