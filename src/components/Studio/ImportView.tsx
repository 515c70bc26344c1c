import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasAdminRole, type WithRoles } from '@/access/is-admin'
import { ImportScreen } from '@/components/Studio/ImportScreen.client'

/** Shop → Import: the studio's screen for bringing a shop in from its export file, and for taking the whole site away. */
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
        <section className="studio-import__archive" aria-labelledby="studio-archive-heading">
          <h2 id="studio-archive-heading">Everything, in one file</h2>
          <p>
            Every record of the site (pages, products, orders, customers, settings) and every uploaded picture and
            sound, in one file. <code>npm run import -- --from atelier FILE</code> puts it back into a new Atelier site,
            on SQLite or PostgreSQL; customers sign in again there.
          </p>
          <p className="studio-download">
            <a href="/api/v1/studio/archive.tar.gz" data-testid="download-archive">
              Download the site archive (.tar.gz) ↓
            </a>
          </p>
        </section>
      </Gutter>
    </DefaultTemplate>
  )
}
