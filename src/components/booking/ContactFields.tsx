import type { ChangeEvent } from 'react'

import form from '@/components/forms/form.module.css'

import styles from './booking.module.css'
import type { FieldAttributes } from './fieldAttributes'
import type { Contact } from './useBookingForm'

/** The contact's fieldset of the booking form. */
export function ContactFields({
  heading,
  uid,
  contact,
  field,
  onChange,
}: {
  heading: string
  uid: string
  contact: Contact
  field: FieldAttributes
  onChange: (name: keyof Contact) => (e: ChangeEvent<HTMLInputElement>) => void
}) {
  return (
    <fieldset className={styles.section}>
      <legend>{heading}</legend>
      <div className={form.grid}>
        <label htmlFor={`${uid}-first`}>
          First name
          <input {...field('contactInfo.firstName', `${uid}-first`)} autoComplete="given-name" value={contact.firstName} onChange={onChange('firstName')} required />
        </label>
        <label htmlFor={`${uid}-last`}>
          Last name
          <input {...field('contactInfo.lastName', `${uid}-last`)} autoComplete="family-name" value={contact.lastName} onChange={onChange('lastName')} required />
        </label>
        <label htmlFor={`${uid}-email`}>
          Email
          <input {...field('contactInfo.email', `${uid}-email`)} type="email" autoComplete="email" value={contact.email} onChange={onChange('email')} required />
        </label>
        <label htmlFor={`${uid}-phone`}>
          Phone
          <input {...field('contactInfo.phone', `${uid}-phone`)} type="tel" autoComplete="tel" value={contact.phone} onChange={onChange('phone')} required />
        </label>
      </div>
    </fieldset>
  )
}
