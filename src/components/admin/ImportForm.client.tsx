'use client'

import '@/components/forms/jitlessZod'
import { useEffect, useRef, useState } from 'react'

import { formatPhone } from '@/domain/cms/listColumnFormats'

import { IMPORT_MESSAGES, MAX_IMPORT_BYTES } from '@/domain/import/importCsv'
import { type ImportResult, type ImportSummary, withResult } from '@/domain/import/importResults'
import { seatCount } from '@/domain/schedule/seats'

const resultText = (r: ImportResult) =>
  r.success ? `Imported (booking ${r.bookingNumber})${r.overbookedSeats ? `, over capacity by ${seatCount(r.overbookedSeats)}` : ''}` : r.error

const post = async (body: unknown) => {
  const response = await fetch('/api/admin/import-external-bookings', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  })
  const parsed = (await response.json().catch(() => ({}))) as Partial<ImportSummary> & { error?: string }
  return { ok: response.ok, body: parsed }
}

/** File chooser, Import, the per-group results the server returns, and 'Import and overbook by N' for a group refused for seats. */
export function ImportForm({ template }: { template: string }) {
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [summary, setSummary] = useState<ImportSummary | null>(null)
  // The file's text as imported: a refused group is submitted again from it, after the chooser was cleared.
  const [importedCsv, setImportedCsv] = useState('')
  const [overbooking, setOverbooking] = useState<string | null>(null)
  const [overbookError, setOverbookError] = useState<string | null>(null)
  // After an import the results are brought into view (on a phone they start below the fold) and take the focus.
  const results = useRef<HTMLHeadingElement>(null)
  const [imported, setImported] = useState(0)
  useEffect(() => {
    if (imported === 0) return
    results.current?.scrollIntoView({ block: 'start' })
    results.current?.focus({ preventScroll: true })
  }, [imported])

  const downloadTemplate = () => {
    const href = URL.createObjectURL(new Blob([template], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = href
    link.download = 'import_template.csv'
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(href), 10_000)
  }

  const choose = (chosen: File | null) => {
    setError(null)
    setSummary(null)
    if (chosen && !/\.csv$/i.test(chosen.name) && chosen.type !== 'text/csv') {
      setFile(null)
      setError(IMPORT_MESSAGES.notCsv)
      return
    }
    setFile(chosen)
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    setSummary(null)
    setOverbookError(null)
    if (!file) return setError(IMPORT_MESSAGES.noFile)
    if (file.size > MAX_IMPORT_BYTES) return setError(IMPORT_MESSAGES.tooLarge)
    setBusy(true)
    try {
      const csv = await file.text()
      const { ok, body } = await post({ csv })
      if (!ok) return setError(body.error || 'Import failed')
      setSummary(body as ImportSummary)
      setImported((n) => n + 1)
      setImportedCsv(csv)
      if (input.current) input.current.value = ''
      setFile(null)
    } catch {
      setError('Failed to import bookings')
    } finally {
      setBusy(false)
    }
  }

  const overbook = async (r: ImportResult) => {
    if (!summary || !r.seatsShort) return
    setOverbookError(null)
    setOverbooking(r.bookingGroupId)
    try {
      const { ok, body } = await post({ csv: importedCsv, overbook: { bookingGroupId: r.bookingGroupId, seats: r.seatsShort } })
      const result = body.results?.[0]
      if (!ok || !result) return setOverbookError(body.error || 'Import failed')
      setSummary(withResult(summary, result))
    } catch {
      setOverbookError('Failed to import bookings')
    } finally {
      setOverbooking(null)
    }
  }

  return (
    <>
      <section className="admin-card" aria-labelledby="upload">
        <h2 id="upload">Upload</h2>
        <p>
          <button type="button" className="admin-button admin-button--ghost" onClick={downloadTemplate}>
            Download CSV Template
          </button>
        </p>
        <form onSubmit={submit} className="admin-form" noValidate>
          <label htmlFor="import-file">CSV file</label>
          <input id="import-file" ref={input} type="file" accept=".csv,text/csv" onChange={(e) => choose(e.target.files?.[0] ?? null)} />
          <button type="submit" className="admin-button" disabled={busy}>
            {busy ? 'Importing...' : 'Import'}
          </button>
        </form>
        {error ? (
          <p role="alert" className="admin-alert admin-alert--error">
            {error}
          </p>
        ) : null}
      </section>

      {summary ? (
        <section className="admin-card" aria-labelledby="results" aria-live="polite">
          <h2 id="results" ref={results} tabIndex={-1}>
            Results
          </h2>
          <p data-testid="import-summary">
            {summary.successCount} imported, {summary.alreadyImportedCount} already imported, {summary.errorCount} failed
          </p>
          {overbookError ? (
            <p role="alert" className="admin-alert admin-alert--error">
              {overbookError}
            </p>
          ) : null}
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--stack">
              <caption className="visually-hidden">One row per booking group of the file</caption>
              <thead>
                <tr>
                  <th scope="col">Booking group</th>
                  <th scope="col">Result</th>
                  <th scope="col">Contact</th>
                  <th scope="col">Participants</th>
                  <th scope="col">Lines</th>
                </tr>
              </thead>
              <tbody>
                {summary.results.map((r) => (
                  <tr key={r.bookingGroupId} className={r.success ? undefined : r.alreadyImported ? 'admin-row--muted' : 'admin-row--error'}>
                    <th scope="row">{r.bookingGroupId}</th>
                    <td data-label="Result">
                      {resultText(r)}
                      {r.seatsShort ? (
                        <div>
                          <button
                            type="button"
                            className="admin-button admin-button--small"
                            onClick={() => overbook(r)}
                            disabled={overbooking !== null}
                          >
                            {overbooking === r.bookingGroupId ? 'Importing...' : `Import and overbook by ${r.seatsShort}`}
                            <span className="visually-hidden"> (booking group {r.bookingGroupId})</span>
                          </button>
                        </div>
                      ) : null}
                    </td>
                    <td data-label="Contact" className="admin-contact">
                      {r.contactEmail ? <div>{r.contactEmail}</div> : null}
                      {r.contactPhone ? <div>{formatPhone(r.contactPhone)}</div> : null}
                    </td>
                    <td data-label="Participants">{r.participantCount}</td>
                    <td data-label="Lines">{r.lines.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </>
  )
}
