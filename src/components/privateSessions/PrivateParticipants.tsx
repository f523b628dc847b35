import { CopyButton } from '@/components/admin/CopyButton.client'
import form from '@/components/forms/form.module.css'
import { Link } from '@/components/layout/Link'
import manage from '@/components/manage/manage.module.css'
import { organizerPath } from '@/domain/privateSessions/privatePaths'
import { env } from '@/lib/env'
import type { PrivateSession } from '@/payload-types'
import type { WaiverParticipant } from '@/server/waivers/bookingWaiver'

import { ParticipantForm } from './ParticipantForm.client'
import { RemoveParticipant } from './RemoveParticipant.client'
import { signedWords } from './signedWords'

/**
 * The organizer's participants on their confirmed session: who is coming and whether each has signed the waiver, a form
 * to add someone (up to the expected number; more through the owner), and the join link each participant can use to
 * add themself.
 */
export function PrivateParticipants({ session, token, participants, joinPath }: { session: PrivateSession; token: string; participants: WaiverParticipant[]; joinPath: string }) {
  const joinUrl = `${env.SERVER_URL}${joinPath}`
  const unsigned = participants.filter((p) => !p.signed).length
  const full = participants.length >= session.participants
  return (
    <section className={form.card} aria-labelledby="participants-heading" data-testid="private-participants">
      <h2 id="participants-heading">Participants</h2>
      <p className={form.hint}>
        Add everyone who is coming, up to {session.participants}. To bring more people, please contact us: the owner can change the number. Each
        participant signs the waiver before the session (a parent or legal guardian signs for anyone under 16).
      </p>
      {participants.length === 0 ? (
        <p>No participants added yet.</p>
      ) : (
        <ul className={manage.people}>
          {participants.map((p) => (
            <li key={p.id} data-testid="private-participant">
              <strong>{p.name}</strong> <span>{p.signed ? signedWords(p.signed) : 'Waiver not signed yet.'}</span> <RemoveParticipant token={token} participant={p} />
            </li>
          ))}
        </ul>
      )}
      {participants.length > 0 && (
        <p role="status" data-testid="private-waiver-progress">
          {unsigned === 0 ? 'Everyone has signed the waiver.' : `${participants.length - unsigned} of ${participants.length} signed the waiver.`}{' '}
          {unsigned > 0 && <Link href={organizerPath(token, 'waiver')}>Sign the waiver</Link>}
        </p>
      )}
      {full ? <p className={form.note}>All {session.participants} places are filled.</p> : <ParticipantForm token={token} mode="organizer" />}
      <h3>Join link</h3>
      <p className={form.hint}>Share this link so each participant adds themself and signs the waiver.</p>
      <p>
        <input className={form.input} readOnly value={joinUrl} aria-label="Join link" data-testid="private-join-link" /> <CopyButton text={joinUrl} label="Copy join link" className={form.secondary} />
      </p>
      <p>
        <Link href={organizerPath(token, 'prep')}>Your session&apos;s prep page: where we meet, what to bring</Link>
      </p>
    </section>
  )
}
