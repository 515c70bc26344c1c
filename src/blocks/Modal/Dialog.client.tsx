'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

type Props = { buttonText: string; timeoutSeconds: number; fullHeight: boolean; children: ReactNode }

/** Without a button it opens with the page; a timeout closes it, and closing cancels the timeout. */
export function ModalDialog({ buttonText, timeoutSeconds, fullHeight, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(!buttonText)

  useEffect(() => {
    if (open) dialog.current?.showModal()
    else dialog.current?.close()
    if (!open || timeoutSeconds <= 0) return
    const timer = setTimeout(() => setOpen(false), timeoutSeconds * 1000)
    return () => clearTimeout(timer)
  }, [open, timeoutSeconds])

  return (
    <>
      {buttonText ? (
        <button type="button" className="button-primary" onClick={() => setOpen(true)}>
          {buttonText}
        </button>
      ) : null}
      <dialog
        ref={dialog}
        onClose={() => setOpen(false)}
        onClick={(event) => event.target === dialog.current && setOpen(false)}
        className={`m-auto w-[min(92vw,40rem)] overflow-auto rounded-sm bg-paper p-0 text-ink backdrop:bg-black/60 dark:bg-night dark:text-mist ${fullHeight ? 'h-[92vh] max-h-[92vh]' : 'max-h-[500px]'}`}
        data-testid="modal"
      >
        <div className="space-y-4 p-6 sm:p-8">
          <div className="flex justify-end">
            <button type="button" aria-label="Close" onClick={() => setOpen(false)} className="icon-button -mt-2 -mr-2">
              ✕
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  )
}
