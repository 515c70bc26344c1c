import { artTable } from '@/commerce/art-dimensions'

/** The table of medium, height, width, depth (cm and inches) and series. */
export function ArtDetails({ product }: { product: Parameters<typeof artTable>[0] }) {
  const rows = artTable(product)
  if (!rows.length) return null
  return (
    <table className="w-full text-sm" data-testid="art-details">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-ink/10 dark:border-mist/10">
            <th scope="row" className="py-2 pr-4 text-left font-medium text-soft">
              {row.label}
            </th>
            <td className="py-2">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
