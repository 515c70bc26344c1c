'use client'

/** Opens the browser's print dialogue; not printed itself. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button-primary" data-testid="print-button" onClick={() => window.print()}>
      {label}
    </button>
  )
}
