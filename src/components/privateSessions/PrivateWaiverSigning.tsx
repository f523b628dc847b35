import form from '@/components/forms/form.module.css'
import { WaiverForm } from '@/components/waivers/WaiverForm.client'
import waiverStyles from '@/components/waivers/waiver.module.css'
import type { WaiverParticipant } from '@/server/waivers/bookingWaiver'

import { signedWords } from './signedWords'

type Props = {
  token: string
  link: 'organizer' | 'join'
  /** Through the join link: the key of the one who joined, the only one it signs for. */
  joinerKey?: string | null
  participants: WaiverParticipant[]
  waiver: { version: number; text: string } | null
  today: string
}

/** The waiver of a private session: the current text, then each participant signed or with today's signing form. */
export function PrivateWaiverSigning({ token, link, joinerKey, participants, waiver, today }: Props) {
  if (!waiver) return <p className={form.note}>There is no waiver to sign yet.</p>
  return (
    <>
      <section className={form.card} aria-labelledby="waiver-heading">
        <h2 id="waiver-heading">Liability waiver (version {waiver.version})</h2>
        <p className={form.hint}>Each participant signs: an adult for themself, and a parent or legal guardian for each participant under 16.</p>
        <div className={waiverStyles.text}>{waiver.text}</div>
      </section>
      <section className={form.card} aria-labelledby="signatures-heading">
        <h2 id="signatures-heading">Signatures</h2>
        {participants.map((p) => (
          <div key={p.id} className={waiverStyles.participant}>
            <h3>{p.name}</h3>
            {p.signed ? (
              <p className={waiverStyles.signed}>{signedWords(p.signed)}</p>
            ) : (
              <WaiverForm token={token} participant={p} signerName={p.signsAs === 'self' ? p.name : ''} today={today} signAt={{ url: '/api/private-session-people/sign-waiver', extra: joinerKey ? { link, joinerKey } : { link } }} />
            )}
          </div>
        ))}
      </section>
    </>
  )
}
