import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { storeNothing } from '@/lib/payload-rest-edge'

export const POST = storeNothing(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
