import { artTable } from '@/commerce/art-dimensions'

/** The table of medium, height, width, depth (cm and inches) and series. */
export function ArtDetails({ product }: { product: Parameters<typeof artTable>[0] }) {
  const rows = artTable(product)
  if (!rows.length) return null
  return (
    <table className="details-table w-full text-sm" data-testid="art-details">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
