import { describe, expect, it } from 'vitest'

import { labelFor } from '@/fields/label'

describe('labelFor', () => {
  it.each([
    ['edit_date_of_birth', 'Edit date of birth'],
    ['payment_to_user_id', 'Payment to user ID'],
    ['listPageContentFeature', 'List page content feature'],
    ['organisation_abn', 'Organisation ABN'],
    ['seo_title_prefix', 'SEO title prefix'],
  ])('%s → %s', (name, label) => expect(labelFor(name)).toBe(label))
})
