import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { refuseUnrunnableOperators } from '@/lib/payload-query-operators'

export const GET = refuseUnrunnableOperators(REST_GET(config))
export const POST = refuseUnrunnableOperators(REST_POST(config))
export const DELETE = refuseUnrunnableOperators(REST_DELETE(config))
export const PATCH = refuseUnrunnableOperators(REST_PATCH(config))
export const PUT = refuseUnrunnableOperators(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
