'use client'

import { lazy, Suspense, useId, useRef, useState } from 'react'

import type { FormType } from '@/domain/inquiry/formTypes'

type Props = {
  formType: FormType
  buttonLabel: string
  title: string
  siteKey: string | null
  buttonClassName?: string
}

// The form, its validation and its captcha are loaded only when someone opens the dialog (or points at its button).
const loadForm = () => import('./InquiryForm.client')
const InquiryForm = lazy(loadForm)

/** A button that opens the inquiry form in a modal dialog (focus kept inside, Escape closes, focus returns). */
export function InquiryModal({ formType, buttonLabel, title, siteKey, buttonClassName = 'button' }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const headingId = `${useId()}-heading`
  const [opened, setOpened] = useState(false)
  // A sent form is replaced by an empty one when the dialog closes; an unsent one keeps what was typed.
  const [formKey, setFormKey] = useState(0)
  const sent = useRef(false)

  const open = () => {
    setOpened(true)
    dialog.current?.showModal()
  }
  const close = () => dialog.current?.close()
  const onClosed = () => {
    if (sent.current) {
      sent.current = false
      setFormKey((key) => key + 1)
    }
    opener.current?.focus()
  }

  return (
    <>
      <button ref={opener} type="button" className={buttonClassName} onClick={open} onPointerEnter={loadForm} onFocus={loadForm} aria-haspopup="dialog">
        {buttonLabel}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby={headingId} onClose={onClosed}>
        <button type="button" className="modal__close" aria-label="Close dialog" onClick={close}>
          ×
        </button>
        {opened && (
          <Suspense fallback={<h2 id={headingId}>{title}</h2>}>
            <InquiryForm
              key={formKey}
              formType={formType}
              title={title}
              siteKey={siteKey}
              headingId={headingId}
              onSent={() => (sent.current = true)}
              close={close}
            />
          </Suspense>
        )}
      </dialog>
    </>
  )
}
