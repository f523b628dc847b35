import { type FormEvent, useState } from 'react'

import { AgeGroupSelect } from '@/components/forms/AgeGroupSelect'
import form from '@/components/forms/form.module.css'
import type { AgeGroup } from '@/domain/bookings/ageGroups'
import type { BookingKind } from '@/domain/bookings/bookingKind'

import { type ManageActionState, sendManageAction } from './useManageAction'

export type Person = { id: number; firstName: string; lastName: string; ageGroup: AgeGroup; isPrimaryContact: boolean }

/** 'Send someone in your place': new names (and a daughter's age group) for the booking's participants. */
export function SubstitutePanel({
  uid,
  action: { busy, disabled, run },
  token,
  kind,
  participants,
}: {
  uid: string
  action: ManageActionState
  token: string
  kind: BookingKind
  participants: Person[]
}) {
  const [people, setPeople] = useState(participants)

  const substitute = (event: FormEvent) => {
    event.preventDefault()
    void run('substitute', async () => {
      const { changed, mustSign } = await sendManageAction('substitute', { token, participants: people.map(({ id, firstName, lastName, ageGroup }) => ({ participantId: id, firstName, lastName, ageGroup })) })
      if (!changed) return 'Nothing changed: the names are the same as before.'
      const names = Array.isArray(mustSign) ? mustSign.map(String) : []
      const sign = names.length
        ? ` ${names.join(' and ')} must sign the waiver before class (a parent or guardian for anyone under 16): use 'Sign the waiver' on this page.`
        : ''
      return `Participant names updated. The class roster shows the new names.${sign}`
    })
  }

  const setPerson = (id: number, field: 'firstName' | 'lastName' | 'ageGroup') => (e: { target: { value: string } }) =>
    setPeople((list) => list.map((p) => (p.id === id ? { ...p, [field]: e.target.value } : p)))

  return (
    <form className={form.card} aria-labelledby={`${uid}-sub`} onSubmit={substitute}>
      <h2 id={`${uid}-sub`}>Send someone in your place</h2>
      <p className={form.hint}>
        Change the name of anyone who cannot come, until the class starts.{' '}
        {kind === 'adult' ? 'Participants must be 15 or older.' : 'Daughters must be 12-15 years old.'}
      </p>
      {people.map((p, index) => {
        const daughter = kind !== 'adult' && !p.isPrimaryContact
        return (
          <fieldset key={p.id} className={form.row}>
            <legend className={form.rowTitle}>Participant {index + 1}</legend>
            <div className={form.grid}>
              <label htmlFor={`${uid}-${p.id}-first`}>
                First name
                <input id={`${uid}-${p.id}-first`} className={form.input} value={p.firstName} onChange={setPerson(p.id, 'firstName')} required autoComplete="off" />
              </label>
              <label htmlFor={`${uid}-${p.id}-last`}>
                Last name
                <input id={`${uid}-${p.id}-last`} className={form.input} value={p.lastName} onChange={setPerson(p.id, 'lastName')} required autoComplete="off" />
              </label>
              {daughter && <AgeGroupSelect id={`${uid}-${p.id}-age`} className={form.input} value={p.ageGroup} onChange={setPerson(p.id, 'ageGroup')} />}
            </div>
          </fieldset>
        )
      })}
      <button type="submit" className={form.primary} disabled={disabled}>
        {busy === 'substitute' ? 'Saving...' : 'Save participant names'}
      </button>
    </form>
  )
}
