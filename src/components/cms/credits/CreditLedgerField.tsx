'use client'

import { Button, FieldLabel, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { CreditKind } from '@/domain/credits/classCredit'
import { cashOutRefusal, type LedgerEntry, ledgerSentence } from '@/domain/credits/ledger'

import { ActionResult, keepResultForReload, useResultKeptForReload } from '../ActionResult'

type Row = { id: number; entry: LedgerEntry; amountCents: number; balanceCents: number; createdAt: string; actor?: string | null; booking?: { bookingNumber?: string | null } | number | null }

const bookingNumberOf = (booking: Row['booking']) => (booking && typeof booking === 'object' ? booking.bookingNumber : null)

const fetchLedger = async (creditId: string | number): Promise<Row[]> => {
  const res = await fetch(`/api/credit-ledger?where[credit][equals]=${creditId}&sort=createdAt&limit=200&depth=1`, { credentials: 'include' })
  return ((await res.json().catch(() => ({}))) as { docs?: Row[] }).docs ?? []
}

/**
 * A credit's ledger in /cms, as sentences in Pacific time (oldest first), and, on a gift certificate with less than
 * $10 left, 'Pay out the balance in cash'. A button, not a form: it sits inside the document's form. After a payout
 * the page reloads, so the form shows the balance as it now is, with what was done.
 */
export function CreditLedgerField() {
  const { id } = useDocumentInfo()
  const kind = useFormFields(([fields]) => fields.kind?.value as CreditKind | undefined)
  const status = useFormFields(([fields]) => String(fields.status?.value ?? ''))
  const remainingCents = useFormFields(([fields]) => Number(fields.remainingCents?.value ?? 0))
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

  const cashOut = async () => {
    setBusy(true)
    setSaid(null)
    try {
      const res = await fetch('/api/owner/cash-out-credit', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ creditId: Number(id) }),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string }
      if (!res.ok) return setSaid({ tone: 'refused', text: body.error ?? `The balance could not be paid out (${res.status}).` })
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
          <Button buttonStyle="secondary" disabled={busy} onClick={cashOut}>
            {busy ? 'Paying out…' : 'Pay out the balance in cash'}
          </Button>
        </div>
      )}
      <ActionResult said={said} />
    </div>
  )
}
