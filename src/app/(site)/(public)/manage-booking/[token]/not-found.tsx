import { LinkProblem } from '@/components/states/LinkProblem'
import { INVALID_LINK } from '@/server/manage/manageContext'

/** A token that opens no booking (wrong, revoked, malformed): 404 with the link's own words. */
export default function ManageLinkNotFound() {
  return <LinkProblem heading="Manage your booking" message={INVALID_LINK} />
}
