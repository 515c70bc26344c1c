'use client'

import { useId, useState } from 'react'

import { formatCents } from '@/commerce/money'
import { leftToRefund, planRefund, type PastRefund, type RefundableOrder } from '@/commerce/orders/refund-lines'
import type { NextStep } from '@/studio/order-next-steps'

/** What the refund panel needs: the order's figures, its refunds so far, and each line's name. */
export type RefundSetup = {
  order: RefundableOrder
  past: PastRefund[]
  gatewayPaidCents: number
  names: Record<string, string>
  /** The work has left the studio: a refund gives the money back, not the stock. */
  stockStays: boolean
}

type PayloadErrors = { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] }

/** The clearest message of a refused save: the field's own, else Payload's. */
const refusal = (body: PayloadErrors) =>
  body.errors?.[0]?.data?.errors?.[0]?.message ?? body.errors?.[0]?.message ?? 'The order could not be changed.'

const LABELS: Record<NextStep, string> = {
  packed: 'Mark packed',
  dispatched: 'Mark dispatched',
  collected: 'Mark collected',
  refunded: 'Refund…',
  cancelled: 'Cancel the order…',
}

/**
 * The order screen's buttons for its next steps. Each is one save of the order through Payload's
 * REST API, so its hooks (the state machine, the refund, the customer's mail) do what the status
 * field would; the page then reloads to show the order as it now stands. The panel sits inside
 * the order's own form, so it holds no form of its own: its buttons are plain buttons.
 */
export function OrderActions({
  orderId,
  reference,
  steps,
  refund,
}: {
  orderId: number
  reference: string
  steps: NextStep[]
  refund: RefundSetup
}) {
  const [open, setOpen] = useState<NextStep | null>(null)
  const [tracking, setTracking] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const ids = { tracking: useId(), reason: useId() }
  const left = [...leftToRefund(refund.order, refund.past)].filter(([, qty]) => qty > 0)
  // Every line still to refund, all of it, until she unticks one or lowers a quantity.
  const [chosen, setChosen] = useState<Record<string, number>>(() => Object.fromEntries(left))
  const lines = Object.entries(chosen)
    .filter(([, qty]) => qty > 0)
    .map(([line, qty]) => ({ line, qty }))
  const plan = lines.length ? planRefund(refund.order, refund.past, lines, refund.gatewayPaidCents) : null
  const planned = plan && !('refused' in plan) ? plan : null

  if (!steps.length) return <p data-testid="order-actions">This order has ended: nothing more to do.</p>

  /** One change of the order, then the page again to show it as it now stands; a refusal's message on the panel. */
  async function send(path: string, method: 'PATCH' | 'POST', body: Record<string, unknown>) {
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(`/api/orders/${orderId}${path}`, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (!response.ok) {
        setError(refusal((await response.json().catch(() => ({}))) as PayloadErrors))
        return
      }
      window.location.reload()
    } catch {
      setError('The studio could not be reached. Check the connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  const move = (status: NextStep, extra: Record<string, string> = {}) => send('', 'PATCH', { status, ...extra })

  function refundChosen() {
    if (!planned) {
      setError('Tick at least one line to refund.')
      return
    }
    void send('/refund', 'POST', { lines: planned.lines, ...(reason.trim() ? { reason: reason.trim() } : {}) })
  }

  function confirmDispatch() {
    if (!tracking.trim()) {
      setError('Enter the tracking number the customer’s mail will carry.')
      return
    }
    void move('dispatched', { tracking_number: tracking.trim() })
  }

  const needsForm = (step: NextStep) => step === 'dispatched' || step === 'refunded' || step === 'cancelled'
  return (
    <div className="studio-order__actions" data-testid="order-actions">
      <div className="studio-order__buttons">
        {steps.map((step) => (
          <button
            key={step}
            type="button"
            className={`btn btn--size-medium ${step === 'refunded' || step === 'cancelled' ? 'btn--style-secondary' : 'btn--style-primary'}`}
            disabled={busy}
            aria-expanded={needsForm(step) ? open === step : undefined}
            onClick={() => (needsForm(step) ? setOpen(open === step ? null : step) : move(step))}
          >
            {LABELS[step]}
          </button>
        ))}
      </div>
      {open === 'dispatched' ? (
        <div className="studio-order__step">
          <label htmlFor={ids.tracking}>Tracking number</label>
          <input
            id={ids.tracking}
            value={tracking}
            onChange={(event) => setTracking(event.target.value)}
            onKeyDown={(event) => {
              // Enter would submit the order's own form around this panel.
              if (event.key !== 'Enter') return
              event.preventDefault()
              confirmDispatch()
            }}
            aria-required
            maxLength={80}
            autoComplete="off"
          />
          <p>The customer is e-mailed the number when you confirm.</p>
          <button
            type="button"
            className="btn btn--size-medium btn--style-primary"
            disabled={busy}
            onClick={confirmDispatch}
          >
            Confirm dispatch
          </button>
        </div>
      ) : null}
      {open === 'refunded' ? (
        <div className="studio-order__step" data-testid="order-refund">
          <fieldset className="studio-order__refund-lines">
            <legend>What to refund</legend>
            {left.map(([line, most]) => (
              <div key={line} className="studio-order__refund-line">
                <label>
                  <input
                    type="checkbox"
                    checked={(chosen[line] ?? 0) > 0}
                    onChange={(event) => setChosen({ ...chosen, [line]: event.target.checked ? most : 0 })}
                  />{' '}
                  {refund.names[line] ?? line}
                </label>
                {most > 1 && (chosen[line] ?? 0) > 0 ? (
                  <label className="studio-order__refund-qty">
                    How many
                    <input
                      type="number"
                      min={1}
                      max={most}
                      step={1}
                      value={chosen[line]}
                      onChange={(event) =>
                        setChosen({
                          ...chosen,
                          [line]: Math.min(most, Math.max(1, Math.floor(Number(event.target.value) || 1))),
                        })
                      }
                    />
                    of {most}
                  </label>
                ) : null}
              </div>
            ))}
          </fieldset>
          <label htmlFor={ids.reason}>A note to the customer (optional)</label>
          <textarea
            id={ids.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={1000}
            rows={3}
          />
          <p data-testid="order-refund-summary" aria-live="polite">
            {!planned
              ? 'Tick at least one line to refund.'
              : `${
                  planned.isWhole
                    ? 'Everything left is refunded, shipping included, and the order is marked refunded.'
                    : 'The lines ticked are refunded; the rest of the order stands.'
                } ${[
                  planned.gatewayCents ? `${formatCents(planned.gatewayCents)} goes back through the payment` : '',
                  planned.creditCents ? `${formatCents(planned.creditCents)} as store credit` : '',
                ]
                  .filter(Boolean)
                  .join(' and ')}. ${
                  refund.stockStays ? 'The work has left the studio: its stock stays as it is. ' : ''
                }The customer is e-mailed with your note.`}
          </p>
          <button
            type="button"
            className="btn btn--size-medium btn--style-primary"
            disabled={busy || !planned}
            onClick={refundChosen}
          >
            {planned ? `Refund ${formatCents(planned.amountCents)} of order ${reference}` : `Refund order ${reference}`}
          </button>
        </div>
      ) : null}
      {open === 'cancelled' ? (
        <div className="studio-order__step">
          <p>The customer has not paid. Cancelling puts the stock back; the payment page stops working.</p>
          <button
            type="button"
            className="btn btn--size-medium btn--style-primary"
            disabled={busy}
            onClick={() => move('cancelled')}
          >
            Cancel order {reference}
          </button>
        </div>
      ) : null}
      {error ? (
        <p className="studio-order__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
