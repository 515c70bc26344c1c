// Prints the slowest test files of a run from its JSON report: Vitest's (`--reporter=json`) or
// Playwright's (`PLAYWRIGHT_JSON_OUTPUT_NAME`). Used by .ci/run so every log shows where the time goes.
import fs from 'node:fs'
import path from 'node:path'

const [file, label = 'tests', count = '10'] = process.argv.slice(2)
if (!file || !fs.existsSync(file)) {
  console.log(`(no timing report at ${file})`)
  process.exit(0)
}
const report = JSON.parse(fs.readFileSync(file, 'utf8'))
const perFile = new Map()
const add = (name, ms) => perFile.set(name, (perFile.get(name) ?? 0) + ms)

if (Array.isArray(report.testResults)) {
  // Vitest: one entry per file with its start and end.
  for (const result of report.testResults)
    add(path.relative(process.cwd(), result.name), result.endTime - result.startTime)
} else if (Array.isArray(report.suites)) {
  // Playwright: suites nest; every test's results carry their durations.
  const walk = (suite, fileName) => {
    const name = suite.file ?? fileName
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) for (const result of test.results ?? []) add(name, result.duration ?? 0)
    for (const child of suite.suites ?? []) walk(child, name)
  }
  for (const suite of report.suites) walk(suite, suite.file)
}

const rows = [...perFile].sort((a, b) => b[1] - a[1]).slice(0, Number(count))
console.log(`Slowest ${label} files:`)
for (const [name, ms] of rows) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`)
