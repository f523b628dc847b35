/** Downloads a CSV from the instructor API; alerts the spec's messages on failure. */
export async function downloadCsv(url: string): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' })
    if (response.status === 404) return window.alert('No participant data found.')
    if (!response.ok) return window.alert('Failed to download CSV. Please try again.')
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'attendance.csv'
    const href = URL.createObjectURL(await response.blob())
    const link = document.createElement('a')
    link.href = href
    link.download = name
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(href), 10_000)
  } catch {
    window.alert('Failed to download CSV. Please try again.')
  }
}
