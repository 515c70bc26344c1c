import type { TaxInvoice as TaxInvoiceModel } from '@/documents/invoice'

const label = 'text-xs font-medium tracking-[0.15em] uppercase text-ink-soft'

/**
 * Lines of an address block, each in its own direction: an English street, a phone number or an
 * ABN keeps the order of its digits and words on an Arabic invoice ("22 Marine Parade", not
 * "Marine Parade 22").
 */
function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.filter(Boolean).map((line, i) => (
        <span key={i} className="block">
          <bdi>{line}</bdi>
        </span>
      ))}
    </>
  )
}

/**
 * The tax invoice as a document: paper-white in either theme, the way it prints. Its content
 * is the model the PDF and the order mails show (src/documents/invoice.ts).
 */
export function TaxInvoice({ invoice, siteName }: { invoice: TaxInvoiceModel; siteName: string }) {
  const { seller, buyer, labels } = invoice
  return (
    <article
      className="order-document mx-auto max-w-3xl rounded-lg bg-white p-6 text-ink shadow-sm ring-1 ring-ink/10 sm:p-12"
      data-testid="tax-invoice"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-4 border-b border-ink/20 pb-6">
        <p className="font-display text-xl">{siteName}</p>
        <h1 className="text-3xl sm:text-4xl" data-testid="invoice-title">
          {invoice.title}
        </h1>
      </header>

      <div className="grid gap-8 py-8 sm:grid-cols-2">
        <section>
          <h2 className={label}>{labels.seller}</h2>
          <address className="mt-2 leading-relaxed not-italic" data-testid="invoice-seller">
            <Lines lines={[seller.name, seller.abn, ...seller.addressLines, seller.email, seller.phone]} />
          </address>
        </section>
        <div className="space-y-6 sm:justify-self-end">
          <dl className="grid grid-cols-[auto_auto] gap-x-6 gap-y-1">
            <dt className={label}>{labels.number}</dt>
            <dd data-testid="invoice-number">
              <bdi>{invoice.number}</bdi>
            </dd>
            <dt className={label}>{labels.date}</dt>
            <dd>{invoice.date}</dd>
          </dl>
          {buyer ? (
            <section>
              <h2 className={label}>{labels.buyer}</h2>
              <address className="mt-2 leading-relaxed not-italic" data-testid="invoice-buyer">
                <Lines lines={[buyer.name, ...buyer.addressLines, buyer.email]} />
              </address>
            </section>
          ) : null}
        </div>
      </div>

      <table className="w-full text-sm" data-testid="invoice-items">
        <thead>
          <tr className="border-b border-ink">
            <th scope="col" className={`${label} py-2 text-start`}>
              {labels.item}
            </th>
            <th scope="col" className={`${label} py-2 ps-3 text-end`}>
              {labels.qty}
            </th>
            <th scope="col" className={`${label} py-2 ps-3 text-end`}>
              {labels.unit}
            </th>
            <th scope="col" className={`${label} py-2 ps-3 text-end`}>
              {labels.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item, i) => (
            <tr key={i} className="border-b border-ink/15 align-top">
              <td className="py-3 pe-3">
                <bdi>{item.description}</bdi>
              </td>
              <td className="py-3 ps-3 text-end tabular-nums">{item.qty}</td>
              <td className="py-3 ps-3 text-end whitespace-nowrap tabular-nums">{item.unit}</td>
              <td className="py-3 ps-3 text-end whitespace-nowrap tabular-nums">{item.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="ms-auto mt-6 max-w-sm space-y-2 text-sm" data-testid="invoice-figures">
        {invoice.figures.map((figure) => (
          <div
            key={figure.key}
            className={`flex justify-between gap-6 ${figure.key === 'total' ? 'border-t border-ink pt-3 text-base font-semibold' : ''}`}
          >
            <dt>{figure.label}</dt>
            <dd className="whitespace-nowrap tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="ms-auto mt-2 flex max-w-sm justify-between gap-6 text-sm text-ink-soft" data-testid="invoice-gst">
        <span>{invoice.gst.label}</span>
        {invoice.gst.amount ? <span className="whitespace-nowrap tabular-nums">{invoice.gst.amount}</span> : null}
      </p>
    </article>
  )
}
