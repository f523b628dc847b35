/** How the attendance roster shows a booking email's delivery status (spec §4, "Email status display"). */
export function emailStatusLabel(status: string | null | undefined): string {
  const value = status?.trim() ?? ''
  if (value === '') return 'No email sent'
  if (value === 'Sent') return 'Sent (pending)'
  if (value === 'Spam') return 'Marked as spam'
  return value
}
