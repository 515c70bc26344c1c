/** Two bars while something plays (press to pause), a triangle while it does not (press to play). */
export function PlayPauseIcon({ playing, className = 'icon' }: { playing: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden>
      {playing ? <path d="M9 6v12M15 6v12" /> : <path d="M8 5.5v13l10.5-6.5z" />}
    </svg>
  )
}
