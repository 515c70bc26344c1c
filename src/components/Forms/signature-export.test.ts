import { describe, expect, it } from 'vitest'

import { exportSignature, SIGNATURE_QUALITY, SignatureTypeError } from '@/components/Forms/signature-export'

const pad = (empty = false) => {
  const calls: unknown[][] = []
  return {
    calls,
    isEmpty: () => empty,
    toDataURL: (...args: unknown[]) => {
      calls.push(args)
      return `data:${String(args[0])};base64,AAAA`
    },
  }
}

describe('exportSignature', () => {
  it('exports PNG by default, at the spec’s quality', () => {
    const p = pad()
    expect(exportSignature(p)).toBe('data:image/png;base64,AAAA')
    expect(p.calls).toEqual([['image/png', SIGNATURE_QUALITY]])
  })

  it('exports JPEG and SVG', () => {
    expect(exportSignature(pad(), 'image/jpeg')).toMatch(/^data:image\/jpeg/)
    expect(exportSignature(pad(), 'image/svg+xml')).toMatch(/^data:image\/svg\+xml/)
  })

  it('reports an empty pad as an empty answer', () => {
    expect(exportSignature(pad(true))).toBe('')
  })

  it('refuses any other type with the spec’s words', () => {
    expect(() => exportSignature(pad(), 'image/gif')).toThrow(SignatureTypeError)
    expect(() => exportSignature(pad(), 'image/webp')).toThrow(
      'The Image type is incorrect! We are support image/png, image/jpeg, image/svg+xml types.',
    )
  })
})
