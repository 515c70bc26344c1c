import type { FieldRefusal } from '@/lib/domain-error'
import { isEmailAddress, normalizeEmailAddress } from '@/lib/email-address'

import { asksForAnswer, type Question, shownLabel, SIGNATURE_MAX_CHARS, SIGNATURE_TYPES } from '@/forms/questions'

export type Answer = { name: string; label: string; type: string; value: string }
type Checked = { value: string } | { refusal: Omit<FieldRefusal, 'path'> }

const DEFAULT_MAX = { text: 200, textarea: 5000, password: 200 } as Record<string, number>
const PHONE = /^\+?[0-9][0-9 ().-]{4,24}$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/

const refuse = (code: FieldRefusal['code'], params?: FieldRefusal['params']): Checked => ({ refusal: { code, params } })

function isRealDate(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const [y, m, d] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

function checkNumber(q: Question, raw: unknown): Checked {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : NaN
  if (!Number.isFinite(value)) return refuse('answer_invalid_number')
  if (q.blockType === 'currency' && Math.round(value * 100) !== value * 100) return refuse('answer_invalid_number')
  if (q.min != null && value < q.min) return refuse('answer_below_min', { min: q.min })
  if (q.max != null && value > q.max) return refuse('answer_above_max', { max: q.max })
  return { value: String(value) }
}

function checkSignature(raw: string): Checked {
  const match = /^data:([a-z+/]+);base64,([A-Za-z0-9+/]+=*)$/.exec(raw)
  if (!match || !(SIGNATURE_TYPES as readonly string[]).includes(match[1]) || raw.length > SIGNATURE_MAX_CHARS)
    return refuse('answer_invalid_signature')
  return { value: raw }
}

/** One answer checked against its question; the value as stored (strings; checkboxes as 1 or 0). */
function checkAnswer(q: Question, raw: unknown): Checked | null {
  if (q.blockType === 'checkbox') {
    if (raw === undefined || raw === null || raw === '') return q.required ? refuse('answer_required') : { value: '0' }
    const on = raw === true || raw === 1 || raw === '1' || raw === 'true'
    const off = raw === false || raw === 0 || raw === '0' || raw === 'false'
    if (!on && !off) return refuse('answer_invalid_checkbox')
    if (q.required && !on) return refuse('answer_required')
    return { value: on ? '1' : '0' }
  }
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return q.required ? refuse('answer_required') : null
  }
  if (typeof raw === 'number' && ['number', 'currency', 'percent'].includes(q.blockType)) return checkNumber(q, raw)
  if (typeof raw !== 'string') return refuse('answer_invalid_choice')
  const value = q.blockType === 'password' || q.blockType === 'signature' ? raw : raw.trim()
  switch (q.blockType) {
    case 'text':
    case 'textarea':
    case 'password': {
      const max = q.max_length ?? DEFAULT_MAX[q.blockType]
      return Array.from(value).length > max ? refuse('answer_too_long', { max }) : { value }
    }
    case 'email': {
      const address = normalizeEmailAddress(value)
      return isEmailAddress(address) ? { value: address } : refuse('answer_invalid_email')
    }
    case 'phone':
      return PHONE.test(value) ? { value } : refuse('answer_invalid_phone')
    case 'number':
    case 'currency':
    case 'percent':
      return checkNumber(q, value)
    case 'date':
      return isRealDate(value) ? { value } : refuse('answer_invalid_date')
    case 'time':
      return TIME.test(value) ? { value } : refuse('answer_invalid_time')
    case 'datetime': {
      const [date, time] = value.split('T')
      return isRealDate(date ?? '') && TIME.test(time ?? '') ? { value } : refuse('answer_invalid_date')
    }
    case 'select':
      return (q.options ?? []).some((o) => o.value === value) ? { value } : refuse('answer_invalid_choice')
    case 'signature':
      return checkSignature(value)
    default:
      return Array.from(value).length > 200 ? refuse('answer_too_long', { max: 200 }) : { value }
  }
}

/**
 * Checks a visitor's answers against a form's questions: every name must be one of its
 * questions, every required question answered, every answer of its question's kind. Answers come
 * back in the form's order with their labels; refusals name each answer's path (`data.{name}`).
 */
export function checkAnswers(
  questions: Question[],
  data: Record<string, unknown>,
): { answers: Answer[]; refusals: FieldRefusal[] } {
  const asked = questions.filter(asksForAnswer)
  const names = new Set(asked.map((q) => q.name))
  const refusals: FieldRefusal[] = Object.keys(data)
    .filter((name) => !names.has(name))
    .map((name) => ({ path: `data.${name}`, code: 'answer_unknown', params: { name: name.slice(0, 60) } }))
  const answers: Answer[] = []
  for (const q of asked) {
    const checked = checkAnswer(q, Object.hasOwn(data, q.name) ? data[q.name] : undefined)
    if (!checked) continue
    if ('refusal' in checked) refusals.push({ path: `data.${q.name}`, ...checked.refusal })
    else answers.push({ name: q.name, label: shownLabel(q.label), type: q.blockType, value: checked.value })
  }
  return { answers, refusals }
}
