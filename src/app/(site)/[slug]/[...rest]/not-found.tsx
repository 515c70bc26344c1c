export { ItemNotFound as default, itemNotFoundMetadata as metadata } from '@/components/NotFound/ItemNotFound'
