import { PlayPauseIcon } from '@/components/PlayPauseButton/PlayPauseIcon'

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
      <PlayPauseIcon playing={playing} />
    </button>
  )
}
