'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useRef, useState } from 'react'

type Props = {
  buttonText: string
  /** `en` for a button's words still in English on a page in another language. */
  buttonLang?: 'en'
  label?: string
  timeoutSeconds: number
  fullHeight: boolean
  children: ReactNode
}

/**
 * Without a button it opens with the page; a timeout closes it, and closing cancels the timeout.
 * It is a modal dialog: the page behind is out of reach, Escape or the backdrop closes it, and
 * focus goes back to the button that opened it. Once the visitor works in it (a key, a click, the
 * pointer over it) the timeout is off, so it never closes under someone still reading it.
 */
export function ModalDialog({ buttonText, buttonLang, label, timeoutSeconds, fullHeight, children }: Props) {
  const t = useTranslations('widgets')
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(!buttonText)
  const [held, setHeld] = useState(false)

  useEffect(() => {
    if (open) dialog.current?.showModal()
    else dialog.current?.close()
  }, [open])

  useEffect(() => {
    if (!open || held || timeoutSeconds <= 0) return
    const timer = setTimeout(() => setOpen(false), timeoutSeconds * 1000)
    return () => clearTimeout(timer)
  }, [open, held, timeoutSeconds])

  const hold = () => setHeld(true)
  const closed = () => {
    setOpen(false)
    setHeld(false)
    // The browser gives focus back only if the button had it; Safari does not focus a clicked button.
    opener.current?.focus()
  }

  return (
    <>
      {buttonText ? (
        <button
          ref={opener}
          type="button"
          className="button-primary"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          lang={buttonLang}
        >
          {buttonText}
        </button>
      ) : null}
      <dialog
        ref={dialog}
        aria-label={label || undefined}
        onClose={closed}
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
        onKeyDown={hold}
        className={`m-auto w-[min(92vw,40rem)] overflow-auto rounded-sm bg-paper p-0 text-ink backdrop:bg-black/60 dark:bg-night dark:text-mist ${fullHeight ? 'h-[92vh] max-h-[92vh]' : 'max-h-[500px]'}`}
        data-testid="modal"
      >
        {/* The box fills the dialog; the pointer over the backdrop around it is not reading it. */}
        <div className="space-y-4 p-6 sm:p-8" onPointerDown={hold} onPointerEnter={hold}>
          <div className="flex justify-end">
            <button
              type="button"
              aria-label={t('close')}
              onClick={() => dialog.current?.close()}
              className="icon-button -me-2 -mt-2"
            >
              <span aria-hidden>✕</span>
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  )
}
