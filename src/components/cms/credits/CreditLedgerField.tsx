'use client'

import { Button, FieldLabel, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { CreditKind } from '@/domain/credits/classCredit'
import { cashOutRefusal, type LedgerEntry, ledgerSentence, newCodeRefusal } from '@/domain/credits/ledger'

import { ActionResult, keepResultForReload, useResultKeptForReload } from '../ActionResult'

type Row = { id: number; entry: LedgerEntry; amountCents: number; balanceCents: number; createdAt: string; actor?: string | null; booking?: { bookingNumber?: string | null } | number | null }

const bookingNumberOf = (booking: Row['booking']) => (booking && typeof booking === 'object' ? booking.bookingNumber : null)

const fetchLedger = async (creditId: string | number): Promise<Row[]> => {
  const res = await fetch(`/api/credit-ledger?where[credit][equals]=${creditId}&sort=createdAt&limit=200&depth=1`, { credentials: 'include' })
  return ((await res.json().catch(() => ({}))) as { docs?: Row[] }).docs ?? []
}

/**
 * A credit's ledger in /cms, as sentences in Pacific time (oldest first); on a gift certificate with less than $10
 * left, 'Pay out the balance in cash'; on an active credit, 'Email a new code' (its holder lost the code, which is kept
 * only as a hash). Buttons, not a form: they sit inside the document's form. After either the page reloads, so the form
 * shows the credit as it now is, with what was done.
 */
export function CreditLedgerField() {
  const { id } = useDocumentInfo()
  const kind = useFormFields(([fields]) => fields.kind?.value as CreditKind | undefined)
  const status = useFormFields(([fields]) => String(fields.status?.value ?? ''))
  const remainingCents = useFormFields(([fields]) => Number(fields.remainingCents?.value ?? 0))
  const deliveredAt = useFormFields(([fields]) => fields['gift.deliveredAt']?.value)
  const [rows, setRows] = useState<Row[] | null>(null)
  const [said, setSaid] = useResultKeptForReload(id == null ? undefined : `credit-${id}`)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!id) return
    let current = true
    void fetchLedger(id).then((docs) => current && setRows(docs))
    return () => {
      current = false
    }
  }, [id])

  if (!id) return null
  const canCashOut = cashOutRefusal({ kind, status, remainingCents }) === null
  const canEmailNewCode = newCodeRefusal({ kind, status, delivered: kind !== 'gift-certificate' || Boolean(deliveredAt) }) === null

  const act = async (path: string, failed: string) => {
    setBusy(true)
    setSaid(null)
    try {
      const res = await fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ creditId: Number(id) }),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string }
      if (!res.ok) return setSaid({ tone: 'refused', text: body.error ?? `${failed} (${res.status}).` })
      keepResultForReload(`credit-${id}`, body.message ?? 'Done.')
      window.location.reload()
    } catch {
      setSaid({ tone: 'refused', text: 'The server could not be reached: nothing was changed. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type" data-testid="credit-ledger">
      <FieldLabel label="Ledger" />
      {rows === null ? (
        <p>Loading…</p>
      ) : rows.length === 0 ? (
        <p>No balance has changed yet.</p>
      ) : (
        <ol style={{ paddingLeft: '1.25rem', margin: 0 }}>
          {rows.map((row) => (
            <li key={row.id} style={{ marginBottom: '0.25rem' }}>
              {ledgerSentence({ entry: row.entry, amountCents: row.amountCents, balanceCents: row.balanceCents, at: row.createdAt, actor: row.actor, bookingNumber: bookingNumberOf(row.booking) }, kind)}
            </li>
          ))}
        </ol>
      )}
      {canCashOut && (
        <div style={{ marginTop: '0.75rem' }}>
          <Button buttonStyle="secondary" disabled={busy} onClick={() => void act('/api/owner/cash-out-credit', 'The balance could not be paid out')}>
            {busy ? 'Paying out…' : 'Pay out the balance in cash'}
          </Button>
        </div>
      )}
      {canEmailNewCode && (
        <div style={{ marginTop: '0.75rem' }}>
          <Button buttonStyle="secondary" disabled={busy} onClick={() => void act('/api/owner/new-credit-code', 'No new code was made')}>
            {busy ? 'Emailing…' : 'Email a new code'}
          </Button>
          <p style={{ margin: '0.25rem 0 0' }}>If the holder lost the code: a new code is emailed to them and the old one stops working. The balance stays.</p>
        </div>
      )}
      <ActionResult said={said} />
    </div>
  )
}
