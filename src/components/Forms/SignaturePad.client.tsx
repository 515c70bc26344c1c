'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'
import SignaturePadLib from 'signature_pad'

import { exportSignature } from '@/components/Forms/signature-export'

/**
 * A box to sign in with a finger, pen or mouse (the signature_pad library, at the spec's settings:
 * strokes 0.5 to 2.5 wide, a point every 16 ms and 5 px, velocity weight 0.7). Each stroke hands
 * the picture up as a PNG data address; an empty box hands up ''.
 */
export function SignaturePad({
  name,
  label,
  required,
  error,
  onChange,
}: {
  /** The answer's field name, where the server's error about it is found. */
  name: string
  label: string
  required: boolean
  error?: string
  onChange: (dataUrl: string) => void
}) {
  const t = useTranslations('forms.signature')
  const canvas = useRef<HTMLCanvasElement>(null)
  const pad = useRef<SignaturePadLib | null>(null)
  const id = useId()
  const change = useRef(onChange)
  useEffect(() => {
    change.current = onChange
  })

  useEffect(() => {
    const element = canvas.current
    if (!element) return
    const signature = new SignaturePadLib(element, {
      minWidth: 0.5,
      maxWidth: 2.5,
      throttle: 16,
      minDistance: 5,
      velocityFilterWeight: 0.7,
      penColor: getComputedStyle(element).color,
    })
    pad.current = signature
    // The canvas draws at the screen's resolution, so strokes stay sharp on a phone.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1)
      const data = signature.toData()
      element.width = element.offsetWidth * ratio
      element.height = element.offsetHeight * ratio
      element.getContext('2d')?.scale(ratio, ratio)
      signature.fromData(data)
    }
    fit()
    const ended = () => change.current(signature.isEmpty() ? '' : exportSignature(signature, 'image/png'))
    signature.addEventListener('endStroke', ended)
    window.addEventListener('resize', fit)
    return () => {
      signature.removeEventListener('endStroke', ended)
      window.removeEventListener('resize', fit)
      signature.off()
    }
  }, [])

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <p id={`${id}-label`} className="block text-sm font-medium">
        <bdi>{label}</bdi>
        {required ? <RequiredMark /> : null}
      </p>
      <canvas
        ref={canvas}
        className="mt-1.5 h-40 w-full touch-none rounded-lg border border-ink/20 bg-white text-ink dark:border-mist/20 dark:bg-night-raised dark:text-mist"
        aria-label={label}
        role="img"
        data-testid="signature-pad"
      />
      <input type="hidden" name={name} />
      <div className="mt-1 flex items-center justify-between gap-4">
        <p id={`${id}-hint`} className="text-xs text-soft">
          {t('hint')}
        </p>
        <button
          type="button"
          className="text-sm underline underline-offset-4"
          onClick={() => {
            pad.current?.clear()
            change.current('')
          }}
        >
          {t('clear')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger dark:text-red-300" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The star after a required question's label, read out as "required". */
export function RequiredMark() {
  const t = useTranslations('forms')
  return (
    <span className="ms-1 text-danger dark:text-red-300">
      <span aria-hidden>*</span>
      <span className="sr-only">{t('required')}</span>
    </span>
  )
}
