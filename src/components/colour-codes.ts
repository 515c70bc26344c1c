/** The spec's colour codes as background classes. */
export const backgroundClass: Record<string, string> = {
  wht: 'bg-white',
  blk: 'bg-ink',
  bnd: 'bg-accent',
  pri: 'bg-accent',
  sec: 'bg-ochre',
  suc: 'bg-emerald-50',
  inf: 'bg-sky-50',
  wrn: 'bg-amber-50',
  dng: 'bg-red-50',
}

/** Text that stays readable on each background. */
export const contrastTextClass: Record<string, string> = {
  wht: 'text-ink',
  blk: 'text-paper',
  bnd: 'text-paper',
  pri: 'text-paper',
  sec: 'text-night',
  suc: 'text-ink',
  inf: 'text-ink',
  wrn: 'text-ink',
  dng: 'text-ink',
}
