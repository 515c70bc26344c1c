export { ItemNotFound as default, itemNotFoundMetadata as generateMetadata } from '@/components/NotFound/ItemNotFound'
