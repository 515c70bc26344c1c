import type { ImportPlan } from '@/commerce/import/plan-import'
import { sourceName } from '@/commerce/import/read-csv'
import type { ImportResult } from '@/commerce/import/run-import'
import { SKU_STOCK_MAX } from '@/collections/Skus/limits'

const money = (cents: number | null) =>
  cents == null ? 'no price' : `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`

/** The dry run as the artist reads it in a terminal: counts, the first products as they will be, and every refusal. */
export function describePlan(plan: ImportPlan, first = 5): string {
  const { counts } = plan
  const lines = [
    `${sourceName(plan.source)} export: ${counts.rows} rows → ${counts.products} products, ${counts.skus} SKUs, ${counts.pictures} pictures, ${counts.groups} groups (from ${plan.groupsFrom}).`,
    '',
    ...plan.products
      .slice(0, first)
      .flatMap((p) => [
        `  row ${p.row}: ${p.name}  /product/${p.slug}`,
        ...p.skus.map(
          (s) =>
            `      ${s.code}  ${s.options.map((o) => `${o.name}: ${o.value}`).join(', ') || 'single'}  ${money(s.price)}${s.fullPrice ? ` (usually ${money(s.fullPrice)})` : ''}  ${s.stock === SKU_STOCK_MAX ? 'no stock limit' : `stock ${s.stock ?? 0}`}`,
        ),
        ...p.notes.map((note) => `      note: ${note}`),
      ]),
    ...(plan.products.length > first ? [`  … and ${plan.products.length - first} more`] : []),
    '',
    plan.problems.length ? `${plan.problems.length} rows cannot be imported:` : 'Every row can be imported.',
    ...plan.problems.map((problem) => `  row ${problem.row}: ${problem.message}`),
  ]
  return lines.join('\n')
}

export function describeResult(result: ImportResult): string {
  return [
    `${result.stopped ? 'Stopped: ' : ''}${result.created} products made, ${result.updated} updated, ${result.unchanged} unchanged (all drafts: publish them from the studio).`,
    ...result.problems.map((problem) => `  row ${problem.row}: ${problem.message}`),
  ].join('\n')
}
