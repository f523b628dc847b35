'use client'

import { Button, ConfirmationModal, toast, useConfig, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'

const MODAL = 'restore-version'

type Props = { collection: string; docID: number | string; versionID: number | string; savedAtPacific: string; singular: string }

/** Restores a document to one of its versions (Payload's restore endpoint), after a question that names its Pacific time. */
export function RestoreVersionButton({ collection, docID, versionID, savedAtPacific, singular }: Props) {
  const { config } = useConfig()
  const { openModal } = useModal()
  const router = useRouter()

  const restore = async () => {
    const url = formatAdminURL({ apiRoute: config.routes.api, path: `/${collection}/versions/${versionID}?draft=false` })
    const res = await fetch(url, { method: 'POST', credentials: 'include' })
    if (!res.ok) {
      toast.error(`The ${singular} could not be restored to this version (${res.status}).`)
      return
    }
    toast.success(`Restored to the version of ${savedAtPacific} (Pacific time).`)
    router.push(formatAdminURL({ adminRoute: config.routes.admin, path: `/collections/${collection}/${docID}` }))
  }

  return (
    <>
      <Button buttonStyle="primary" size="small" onClick={() => openModal(MODAL)}>
        Restore this version
      </Button>
      <ConfirmationModal
        modalSlug={MODAL}
        heading="Restore this version?"
        body={`You are about to restore this ${singular} to how it was on ${savedAtPacific} (Pacific time).`}
        confirmLabel="Restore"
        confirmingLabel="Restoring…"
        onConfirm={restore}
      />
    </>
  )
}
