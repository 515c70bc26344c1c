/**
 * Apple Podcasts categories a visual artist's show fits (Apple's full list has more; these are the
 * ones near her work). The stored value is a plain key, which GraphQL takes as an enum name; the
 * feed writes the category and subcategory as nested itunes:category elements.
 */
export const podcastCategories = [
  { value: 'arts_visual_arts', category: 'Arts', subcategory: 'Visual Arts' },
  { value: 'arts_design', category: 'Arts', subcategory: 'Design' },
  { value: 'arts_books', category: 'Arts', subcategory: 'Books' },
  { value: 'arts_food', category: 'Arts', subcategory: 'Food' },
  { value: 'arts_performing_arts', category: 'Arts', subcategory: 'Performing Arts' },
  { value: 'arts_fashion_beauty', category: 'Arts', subcategory: 'Fashion & Beauty' },
  { value: 'education_how_to', category: 'Education', subcategory: 'How To' },
  { value: 'education_self_improvement', category: 'Education', subcategory: 'Self-Improvement' },
  { value: 'leisure_hobbies', category: 'Leisure', subcategory: 'Hobbies' },
  { value: 'leisure_crafts', category: 'Leisure', subcategory: 'Crafts' },
  { value: 'society_documentary', category: 'Society & Culture', subcategory: 'Documentary' },
  { value: 'society_personal_journals', category: 'Society & Culture', subcategory: 'Personal Journals' },
  { value: 'society_places_travel', category: 'Society & Culture', subcategory: 'Places & Travel' },
  { value: 'business_entrepreneurship', category: 'Business', subcategory: 'Entrepreneurship' },
] as const

/** Apple's category and subcategory of a stored key; Arts › Visual Arts for one no longer listed. */
export const appleCategory = (value: string) => podcastCategories.find((c) => c.value === value) ?? podcastCategories[0]
