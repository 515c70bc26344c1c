/**
 * Apple Podcasts categories a visual artist's show fits, as "Category|Subcategory" (the feed
 * writes them as nested itunes:category elements). Apple's full list has more; these are the
 * ones near her work.
 */
export const podcastCategories = [
  'Arts|Visual Arts',
  'Arts|Design',
  'Arts|Books',
  'Arts|Food',
  'Arts|Performing Arts',
  'Arts|Fashion & Beauty',
  'Education|How To',
  'Education|Self-Improvement',
  'Leisure|Hobbies',
  'Leisure|Crafts',
  'Society & Culture|Documentary',
  'Society & Culture|Personal Journals',
  'Society & Culture|Places & Travel',
  'Business|Entrepreneurship',
] as const
