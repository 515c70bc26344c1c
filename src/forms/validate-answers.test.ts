import { describe, expect, it } from 'vitest'

import { checkAnswers } from '@/forms/validate-answers'
import type { Question } from '@/forms/questions'

const q = (blockType: string, name: string, extra: Partial<Question> = {}): Question => ({
  blockType,
  name,
  label: name,
  required: false,
  ...extra,
})

const codes = (questions: Question[], data: Record<string, unknown>) =>
  Object.fromEntries(checkAnswers(questions, data).refusals.map((r) => [r.path, r.code]))
const values = (questions: Question[], data: Record<string, unknown>) =>
  Object.fromEntries(checkAnswers(questions, data).answers.map((a) => [a.name, a.value]))

describe('checkAnswers', () => {
  it('refuses names the form does not ask, and missing required answers', () => {
    const form = [q('text', 'name', { required: true }), q('email', 'email')]
    expect(codes(form, { colour: 'red' })).toEqual({ 'data.colour': 'answer_unknown', 'data.name': 'answer_required' })
    expect(codes(form, { name: '   ' })).toEqual({ 'data.name': 'answer_required' })
    expect(checkAnswers(form, { name: 'Ada' })).toEqual({
      answers: [{ name: 'name', label: 'name', type: 'text', value: 'Ada' }],
      refusals: [],
    })
  })

  it('keeps text within its length, counting characters rather than bytes', () => {
    const form = [q('text', 'note', { max_length: 5 })]
    expect(values(form, { note: '🎨🎨🎨🎨🎨' })).toEqual({ note: '🎨🎨🎨🎨🎨' })
    expect(checkAnswers(form, { note: 'abcdef' }).refusals[0]).toMatchObject({
      code: 'answer_too_long',
      params: { max: 5 },
    })
    expect(codes([q('textarea', 'long')], { long: 'x'.repeat(1_000_000) })).toEqual({ 'data.long': 'answer_too_long' })
  })

  it('checks e-mail addresses, phone numbers, dates and times', () => {
    const form = [q('email', 'e'), q('phone', 'p'), q('date', 'd'), q('time', 't'), q('datetime', 'dt')]
    expect(
      codes(form, { e: 'not-an-address', p: 'call me', d: '2026-02-30', t: '25:00', dt: '2026-01-01 10:00' }),
    ).toEqual({
      'data.e': 'answer_invalid_email',
      'data.p': 'answer_invalid_phone',
      'data.d': 'answer_invalid_date',
      'data.t': 'answer_invalid_time',
      'data.dt': 'answer_invalid_date',
    })
    expect(
      values(form, {
        e: 'Ada@Example.COM ',
        p: '+61 8 9335 0142',
        d: '2024-02-29',
        t: '09:30',
        dt: '2026-01-01T10:00',
      }),
    ).toEqual({
      e: 'ada@example.com',
      p: '+61 8 9335 0142',
      d: '2024-02-29',
      t: '09:30',
      dt: '2026-01-01T10:00',
    })
  })

  it('checks numbers against their range, and dollars to the cent', () => {
    const form = [q('number', 'n', { min: 1, max: 10 }), q('currency', 'c'), q('percent', 'p', { max: 100 })]
    expect(codes(form, { n: 0, c: '12.345', p: 101 })).toEqual({
      'data.n': 'answer_below_min',
      'data.c': 'answer_invalid_number',
      'data.p': 'answer_above_max',
    })
    expect(codes(form, { n: 'eleven' })).toEqual({ 'data.n': 'answer_invalid_number' })
    expect(values(form, { n: '10', c: 12.5, p: '0' })).toEqual({ n: '10', c: '12.5', p: '0' })
  })

  it('stores a checkbox as 1 or 0, and a required one must be ticked', () => {
    const form = [q('checkbox', 'agree', { required: true }), q('checkbox', 'news')]
    expect(values(form, { agree: true })).toEqual({ agree: '1', news: '0' })
    expect(values(form, { agree: '1', news: 0 })).toEqual({ agree: '1', news: '0' })
    expect(codes(form, { agree: false })).toEqual({ 'data.agree': 'answer_required' })
    expect(codes(form, { agree: 'yes please' })).toEqual({ 'data.agree': 'answer_invalid_checkbox' })
  })

  it('takes only a listed choice', () => {
    const form = [q('select', 'size', { options: [{ label: 'Small', value: 'small' }] })]
    expect(values(form, { size: 'small' })).toEqual({ size: 'small' })
    expect(codes(form, { size: 'huge' })).toEqual({ 'data.size': 'answer_invalid_choice' })
    expect(codes(form, { size: { value: 'small' } })).toEqual({ 'data.size': 'answer_invalid_choice' })
  })

  it('takes a signature as a PNG, JPEG or SVG picture only', () => {
    const form = [q('signature', 'sig', { required: true })]
    expect(values(form, { sig: 'data:image/png;base64,iVBORw0KGgo=' })).toEqual({
      sig: 'data:image/png;base64,iVBORw0KGgo=',
    })
    expect(codes(form, { sig: 'data:image/gif;base64,R0lGOD==' })).toEqual({ 'data.sig': 'answer_invalid_signature' })
    expect(codes(form, { sig: `data:image/png;base64,${'A'.repeat(300_000)}` })).toEqual({
      'data.sig': 'answer_invalid_signature',
    })
    expect(codes(form, {})).toEqual({ 'data.sig': 'answer_required' })
  })

  it('asks nothing of headings and paragraphs, and drops a label’s first line break', () => {
    const form = [{ blockType: 'header', text: 'About you' }, q('text', 'name', { label: '\nYour name\nplease' })]
    expect(checkAnswers(form, { name: 'Ada' }).answers).toEqual([
      { name: 'name', label: 'Your name\nplease', type: 'text', value: 'Ada' },
    ])
  })
})
