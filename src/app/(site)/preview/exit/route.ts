import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { safeReturnPath } from '@/domain/pages/preview'

/** The preview's 'Exit preview': turns draft mode off and shows the page as visitors see it. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  redirect(safeReturnPath(request.nextUrl.searchParams.get('path')))
}
