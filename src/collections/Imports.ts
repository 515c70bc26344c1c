import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody, nobodyField } from '@/access/nobody'
import { importSources } from '@/commerce/import/imported-product'

const readOnly = { readOnly: true }

export const importStatuses = ['planned', 'queued', 'running', 'done', 'stopped', 'failed'] as const
export type ImportStatus = (typeof importStatuses)[number]

/**
 * A shop's export file brought to the studio (src/commerce/import): checked first (the plan: what
 * would be made and every row that cannot be), then imported by the job runner when the artist
 * says so, with its progress, and stopped between two products when she asks. The file is kept
 * in the database, so whichever instance runs the job reads it, and a job cut short by a restart
 * runs again from it (a product already made is then found unchanged).
 */
export const Imports: CollectionConfig = {
  slug: 'imports',
  labels: { singular: 'Import', plural: 'Imports' },
  admin: {
    group: 'Shop',
    useAsTitle: 'file_name',
    defaultColumns: ['file_name', 'source', 'status', 'createdAt'],
    description: 'Shops brought in from their export files. Start a new one from Shop → Import.',
    components: { beforeListTable: ['@/components/Studio/ImportLink#ImportLink'] },
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'file_name', type: 'text', required: true, admin: readOnly },
    { name: 'source', type: 'select', required: true, options: [...importSources], admin: readOnly },
    { name: 'status', type: 'select', required: true, options: [...importStatuses], index: true, admin: readOnly },
    // The options the plan was made with, to make it again in the job: currency, rate, groups.
    { name: 'options', type: 'json', admin: readOnly },
    // What the dry run showed: counts, the first products as they will be, the refusals.
    { name: 'plan', type: 'json', admin: readOnly },
    { name: 'done', type: 'number', defaultValue: 0, admin: readOnly },
    { name: 'total', type: 'number', defaultValue: 0, admin: readOnly },
    { name: 'result', type: 'json', admin: readOnly },
    { name: 'stop_asked', type: 'checkbox', defaultValue: false, admin: readOnly },
    // The file itself: never sent to a browser (up to 25 MB), read only by the job.
    { name: 'file', type: 'textarea', required: true, access: { read: nobodyField }, admin: { hidden: true } },
  ],
}
