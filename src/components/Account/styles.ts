export const inputClass =
  'mt-1.5 block w-full rounded-lg border border-ink/20 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm outline-none transition placeholder:text-ink-soft/60 focus:border-accent focus:ring-2 focus:ring-accent/20 disabled:cursor-not-allowed disabled:bg-paper-deep disabled:text-ink-soft dark:border-mist/20 dark:bg-night-raised dark:text-mist dark:focus:border-ochre dark:focus:ring-ochre/20 dark:disabled:bg-night aria-invalid:border-danger dark:aria-invalid:border-red-400'
export const labelClass = 'block text-sm font-medium text-ink dark:text-mist'
export const fieldErrorClass = 'mt-1 text-sm text-danger dark:text-red-300'
export const hintClass = 'mt-1 text-xs text-ink-soft dark:text-mist/60'
export const errorClass =
  'rounded-lg border border-danger/30 bg-danger/5 px-3.5 py-2.5 text-sm text-danger dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-300'
export const noticeClass =
  'rounded-lg border border-accent/25 bg-accent/5 px-3.5 py-2.5 text-sm text-ink dark:border-ochre/30 dark:bg-ochre/10 dark:text-mist'
export const linkClass =
  'text-accent underline decoration-accent/30 hover:decoration-accent dark:text-ochre dark:decoration-ochre/40'
/**
 * A select beside the inputs: their height, set, without padding above and below. With padding,
 * Chromium places Arabic text (drawn in a fallback font taller than Inter) too low and cuts it off.
 */
export const selectClass = inputClass.replace('py-2.5', 'h-11.5 py-0')
