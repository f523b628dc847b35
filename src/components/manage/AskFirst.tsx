import form from '@/components/forms/form.module.css'

import manage from './manage.module.css'

/** A cancel button that asks once more: 'Yes, …' does it, 'Keep my booking' takes the question back. */
export function AskFirst({
  asking,
  setAsking,
  disabled,
  busy,
  ask,
  yes,
  working,
  onYes,
}: {
  asking: boolean
  setAsking: (asking: boolean) => void
  disabled: boolean
  busy: boolean
  ask: string
  yes: string
  working: string
  onYes: () => void
}) {
  return asking ? (
    <div className={manage.buttons}>
      <button type="button" className={form.primary} disabled={disabled} onClick={onYes}>
        {busy ? working : yes}
      </button>
      <button type="button" className={form.secondary} disabled={disabled} onClick={() => setAsking(false)}>
        Keep my booking
      </button>
    </div>
  ) : (
    <button type="button" className={form.secondary} disabled={disabled} onClick={() => setAsking(true)}>
      {ask}
    </button>
  )
}
