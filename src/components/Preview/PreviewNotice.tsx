import { getTranslations } from 'next-intl/server'

import { RefreshOnSave } from '@/components/Preview/RefreshOnSave.client'

/** Tells the studio that what follows is a draft, and keeps it in step with the editor. */
export async function PreviewNotice() {
  const t = await getTranslations('shell')
  return (
    <div
      role="status"
      className="bg-ochre/20 px-4 py-2 text-center text-sm text-ink dark:text-mist"
      data-testid="preview-notice"
    >
      {t('previewNotice')}
      <RefreshOnSave />
    </div>
  )
}
