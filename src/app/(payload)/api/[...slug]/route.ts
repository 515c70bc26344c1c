import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { refuseUnrunnableOperators, storeNothing } from '@/lib/payload-rest-edge'

export const GET = storeNothing(refuseUnrunnableOperators(REST_GET(config)))
export const POST = storeNothing(refuseUnrunnableOperators(REST_POST(config)))
export const DELETE = storeNothing(refuseUnrunnableOperators(REST_DELETE(config)))
export const PATCH = storeNothing(refuseUnrunnableOperators(REST_PATCH(config)))
export const PUT = storeNothing(refuseUnrunnableOperators(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
