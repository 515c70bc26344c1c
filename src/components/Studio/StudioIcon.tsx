import { StudioColours } from '@/components/Studio/StudioColours'
import { getPayloadClient } from '@/lib/payload'
import { studioBrand } from '@/studio/studio-brand'

/** The studio's mark at the head of the back-office's navigation, on every screen. */
export async function StudioIcon() {
  const brand = await studioBrand(await getPayloadClient())
  return (
    <span className="studio-icon" title={brand.name}>
      <StudioColours accent={brand.accent} />
      <img src="/assets/studio-icon" alt={brand.name} width={28} height={28} />
    </span>
  )
}
