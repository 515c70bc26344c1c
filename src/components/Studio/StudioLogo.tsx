import { StudioColours } from '@/components/Studio/StudioColours'
import { getPayloadClient } from '@/lib/payload'
import { studioBrand } from '@/studio/studio-brand'

/** The login screen's heading: the studio's logo and name, in its colour. */
export async function StudioLogo() {
  const brand = await studioBrand(await getPayloadClient())
  return (
    <div className="studio-logo" data-testid="studio-logo">
      <StudioColours accent={brand.accent} />
      {brand.logo ? (
        <img
          src={brand.logo.url}
          alt=""
          width={brand.logo.width}
          height={brand.logo.height}
          className="studio-logo__image"
        />
      ) : null}
      <span className="studio-logo__name">{brand.name}</span>
    </div>
  )
}
