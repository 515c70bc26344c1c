import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const RESULTS_DIR = 'bench/results'

/** Writes a bench's figures to `bench/results/{name}.json` (not committed). */
export function saveResults(name: string, figures: unknown) {
  mkdirSync(RESULTS_DIR, { recursive: true })
  writeFileSync(path.join(RESULTS_DIR, `${name}.json`), JSON.stringify(figures, null, 2))
}
