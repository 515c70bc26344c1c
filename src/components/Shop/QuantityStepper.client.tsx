'use client'

/**
 * A whole number with − and + buttons, kept between min and max (1 to 999 for cart quantities).
 * The caller names the group and both buttons in the page's language: the stepper has no words of its own.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  fewerLabel,
  moreLabel,
  min = 1,
  max = 999,
  disabled,
}: {
  value: number
  onChange: (value: number) => void
  label: string
  fewerLabel: string
  moreLabel: string
  min?: number
  max?: number
  disabled?: boolean
}) {
  const set = (next: number) => onChange(Math.min(max, Math.max(min, Number.isFinite(next) ? Math.trunc(next) : min)))
  const button = 'grid size-10 place-items-center text-lg hover:bg-ink/5 disabled:opacity-40 dark:hover:bg-mist/10'
  return (
    <div
      className="inline-flex items-center overflow-hidden rounded-full border border-ink/20 dark:border-mist/30"
      role="group"
      aria-label={label}
    >
      <button
        type="button"
        className={button}
        onClick={() => set(value - 1)}
        disabled={disabled || value <= min}
        aria-label={fewerLabel}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => set(e.target.valueAsNumber)}
        className="w-12 [appearance:textfield] bg-transparent text-center text-sm [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={button}
        onClick={() => set(value + 1)}
        disabled={disabled || value >= max}
        aria-label={moreLabel}
      >
        +
      </button>
    </div>
  )
}
