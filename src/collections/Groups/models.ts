/** What a group can hold; each model has a tree of its own. */
export const groupModels = [
  'product',
  'article',
  'photo',
  'link',
  'testimonial',
  'person',
  'faq',
  'page',
  'image',
  'gallery',
  'domain',
  'group',
] as const
export type GroupModel = (typeof groupModels)[number]
