/** The shop's promise on delivery, beside every product. */
export function ShippingNote() {
  return (
    <aside
      className="space-y-2 rounded-md bg-paper-deep p-5 text-sm leading-relaxed dark:bg-night-raised"
      data-testid="shipping-note"
    >
      <p className="font-medium">Free shipping Australia wide.</p>
      <p className="text-soft">
        Sending overseas? When the price cannot be calculated at checkout, you will get a quote for international
        shipping before you pay.
      </p>
      <p className="text-soft">Originals can be viewed at the Fremantle studio by appointment.</p>
    </aside>
  )
}
