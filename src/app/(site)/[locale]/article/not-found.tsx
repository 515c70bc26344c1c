export { ItemNotFound as default } from '@/components/NotFound/ItemNotFound'
export { notFoundMetadata as generateMetadata } from '@/components/NotFound/metadata'
