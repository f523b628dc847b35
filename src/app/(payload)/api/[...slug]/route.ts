import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withOutageAnswer } from '@/endpoints/outage'

// A database outage answers 503 JSON with Retry-After, never a stack trace (src/endpoints/outage.ts).
export const GET = withOutageAnswer(REST_GET(config))
export const POST = withOutageAnswer(REST_POST(config))
export const DELETE = withOutageAnswer(REST_DELETE(config))
export const PATCH = withOutageAnswer(REST_PATCH(config))
export const PUT = withOutageAnswer(REST_PUT(config))
export const OPTIONS = withOutageAnswer(REST_OPTIONS(config))
