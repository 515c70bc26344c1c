import { describe, expect, it } from 'vitest'

import { fieldProblem, formProblems, splitIssues, type CheckedField } from '@/components/Account/form-problems'

const valid = {
  valueMissing: false,
  typeMismatch: false,
  patternMismatch: false,
  rangeOverflow: false,
  badInput: false,
}

function field(part: Partial<Omit<CheckedField, 'validity'>> & { validity?: Partial<CheckedField['validity']> }) {
  return {
    name: 'email',
    type: 'text',
    value: '',
    minLength: -1,
    disabled: false,
    ...part,
    validity: { ...valid, ...part.validity },
  } satisfies CheckedField
}

describe('fieldProblem', () => {
  it('names what is wrong, one thing at a time', () => {
    expect(fieldProblem(field({ validity: { valueMissing: true } }))).toEqual({ key: 'required' })
    expect(fieldProblem(field({ type: 'email', value: 'a', validity: { typeMismatch: true } }))).toEqual({
      key: 'email',
    })
    expect(fieldProblem(field({ type: 'url', value: 'a', validity: { typeMismatch: true } }))).toEqual({ key: 'url' })
    expect(fieldProblem(field({ name: 'code', value: '12', validity: { patternMismatch: true } }))).toEqual({
      key: 'code',
    })
    expect(fieldProblem(field({ type: 'date', value: '2999-01-01', validity: { rangeOverflow: true } }))).toEqual({
      key: 'dateInFuture',
    })
    expect(fieldProblem(field({ type: 'date', validity: { badInput: true, valueMissing: true } }))).toEqual({
      key: 'date',
    })
  })

  it('counts a short value itself, whoever typed it, and leaves an empty optional one alone', () => {
    expect(fieldProblem(field({ type: 'password', value: 'short', minLength: 12 }))).toEqual({
      key: 'tooShort',
      min: 12,
    })
    expect(fieldProblem(field({ type: 'password', value: '', minLength: 12 }))).toBeNull()
    expect(fieldProblem(field({ type: 'password', value: 'a'.repeat(12), minLength: 12 }))).toBeNull()
  })

  it('skips fields the visitor cannot change, unnamed ones and file pickers', () => {
    expect(fieldProblem(field({ disabled: true, validity: { valueMissing: true } }))).toBeNull()
    expect(fieldProblem(field({ readOnly: true, validity: { valueMissing: true } }))).toBeNull()
    expect(fieldProblem(field({ name: '', validity: { valueMissing: true } }))).toBeNull()
    expect(fieldProblem(field({ type: 'file', validity: { valueMissing: true } }))).toBeNull()
  })
})

describe('formProblems', () => {
  it('keeps the form order and the first problem of each name', () => {
    const problems = formProblems([
      field({ name: 'first_name', validity: { valueMissing: true } }),
      field({ name: 'email' }),
      field({ name: 'code', value: '1', validity: { patternMismatch: true } }),
      field({ name: 'code', validity: { valueMissing: true } }),
    ])
    expect(problems).toEqual([
      ['first_name', { key: 'required' }],
      ['code', { key: 'code' }],
    ])
  })
})

describe('splitIssues', () => {
  it('puts the server’s issues at the fields the form shows, the rest above them', () => {
    const shown = (name: string) => ['city', 'postcode'].includes(name)
    expect(
      splitIssues(
        [
          { path: 'city', message: 'Required' },
          { path: 'city', message: 'Too long' },
          { path: 'phone', message: 'Not a phone number' },
          { path: '', message: 'Unknown field: x' },
        ],
        shown,
      ),
    ).toEqual({ fields: { city: 'Required' }, rest: ['Not a phone number', 'Unknown field: x'] })
    expect(splitIssues(undefined, shown)).toEqual({ fields: {}, rest: [] })
  })
})
