'use client'

import { useId, useState } from 'react'

import type { NextStep } from '@/studio/order-next-steps'

type PayloadErrors = { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] }

/** The clearest message of a refused save: the field's own, else Payload's. */
const refusal = (body: PayloadErrors) =>
  body.errors?.[0]?.data?.errors?.[0]?.message ?? body.errors?.[0]?.message ?? 'The order could not be changed.'

const LABELS: Record<NextStep, string> = {
  packed: 'Mark packed',
  dispatched: 'Mark dispatched',
  collected: 'Mark collected',
  refunded: 'Refund the order…',
  cancelled: 'Cancel the order…',
}

/**
 * The order screen's buttons for its next steps. Each is one save of the order through Payload's
 * REST API, so its hooks (the state machine, the refund, the customer's mail) do what the status
 * field would; the page then reloads to show the order as it now stands. The panel sits inside
 * the order's own form, so it holds no form of its own: its buttons are plain buttons.
 */
export function OrderActions({ orderId, reference, steps }: { orderId: number; reference: string; steps: NextStep[] }) {
  const [open, setOpen] = useState<NextStep | null>(null)
  const [tracking, setTracking] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const ids = { tracking: useId(), reason: useId() }

  if (!steps.length) return <p data-testid="order-actions">This order has ended: nothing more to do.</p>

  async function move(status: NextStep, extra: Record<string, string> = {}) {
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(`/api/orders/${orderId}`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status, ...extra }),
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
        <div className="studio-order__step">
          <label htmlFor={ids.reason}>A note to the customer (optional)</label>
          <textarea
            id={ids.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={1000}
            rows={3}
          />
          <p>The whole order is refunded through its payment, and the customer is e-mailed with your note.</p>
          <button
            type="button"
            className="btn btn--size-medium btn--style-primary"
            disabled={busy}
            onClick={() => move('refunded', reason.trim() ? { refund_reason: reason.trim() } : {})}
          >
            Refund order {reference}
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
