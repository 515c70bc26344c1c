import { describe, expect, it } from 'vitest'

import { methodsByPath } from '@/api/allowed-methods'

describe('methodsByPath', () => {
  const methodsOf = methodsByPath([
    { method: 'ALL', path: '/api/v1/*' },
    { method: 'OPTIONS', path: '*' },
    { method: 'GET', path: '/api/v1/health' },
    { method: 'GET', path: '/api/v1/cognito/user/recoverPassword' },
    { method: 'POST', path: '/api/v1/cognito/user/recoverPassword' },
    { method: 'GET', path: '/api/v1/cognito/page/:slug' },
    { method: 'GET', path: '/api/v1/:name/product/:url' },
  ])

  it('lists what a path answers to, with HEAD beside GET and OPTIONS', () => {
    expect(methodsOf('/api/v1/health')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(methodsOf('/api/v1/cognito/user/recoverPassword')).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST'])
    expect(methodsOf('/api/v1/cognito/page/about')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(methodsOf('/api/v1/art/product/blue-wren')).toEqual(['GET', 'HEAD', 'OPTIONS'])
  })

  it('lists nothing for a path only middleware or the OPTIONS answer itself would match', () => {
    expect(methodsOf('/api/v1/nothing-here')).toEqual([])
    expect(methodsOf('/api/v1/cognito/page/a/b')).toEqual([])
    expect(methodsOf('/elsewhere')).toEqual([])
  })
})
