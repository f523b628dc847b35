'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { entryEventSentence, entryEvents } from '@/domain/waitlist/entryHistoryWords'

/** A waitlist entry's history as sentences in Pacific time, oldest first (the stored events are kept as they are). */
export const WaitlistHistoryField: JSONFieldClientComponent = ({ path, field }) => {
  const { value } = useField<unknown>({ potentiallyStalePath: path })
  const events = entryEvents(value)
  return (
    <div className="field-type" data-testid="waitlist-history">
      <FieldLabel label={field.label || 'History'} path={path} />
      {events.length === 0 ? (
        <p>Nothing has happened to this entry yet.</p>
      ) : (
        <ol style={{ paddingLeft: '1.25rem', margin: 0 }}>
          {events.map((event, i) => (
            <li key={`${event.at}-${i}`} style={{ marginBottom: '0.25rem' }}>
              {entryEventSentence(event)}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
