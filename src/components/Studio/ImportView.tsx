import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasAdminRole, type WithRoles } from '@/access/is-admin'
import { ImportScreen } from '@/components/Studio/ImportScreen.client'

/** Shop → Import: the studio's screen for bringing a shop in from its export file. */
export function ImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  if (!hasAdminRole(req.user as WithRoles)) redirect('/admin/login?redirect=%2Fadmin%2Fimport')
  const id = Number(searchParams?.id)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <ImportScreen importId={Number.isInteger(id) && id > 0 ? id : null} />
      </Gutter>
    </DefaultTemplate>
  )
}
