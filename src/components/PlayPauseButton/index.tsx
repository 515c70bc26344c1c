/** The round button that pauses or plays something moving on a picture (a slider, a background video). */
export function PlayPauseButton({
  playing,
  label,
  onToggle,
  className,
  testId,
}: {
  playing: boolean
  /** The button's name, which says what pressing it does. */
  label: string
  onToggle: () => void
  /** Where it sits on the picture. */
  className: string
  testId: string
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onToggle}
      className={`absolute z-10 grid size-10 place-items-center rounded-full bg-paper/85 text-ink shadow hover:bg-paper ${className}`}
      data-testid={testId}
    >
      <svg viewBox="0 0 24 24" className="icon" aria-hidden>
        {playing ? <path d="M9 6v12M15 6v12" /> : <path d="M8 5.5v13l10.5-6.5z" />}
      </svg>
    </button>
  )
}
