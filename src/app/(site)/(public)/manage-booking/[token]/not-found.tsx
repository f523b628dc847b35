import { LinkProblem } from '@/components/manage/ManageBooking'
import { INVALID_LINK } from '@/server/manage/manageContext'

/** A token that opens no booking (wrong, revoked, malformed): 404 with the link's own words. */
export default function ManageLinkNotFound() {
  return <LinkProblem message={INVALID_LINK} />
}
