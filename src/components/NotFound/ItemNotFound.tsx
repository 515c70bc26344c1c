import { NotFound } from '.'

/** A missing item deeper in a section (a page's item, a shop category or product): the variant that offers the way home. */
export function ItemNotFound() {
  return <NotFound variant="home" />
}
