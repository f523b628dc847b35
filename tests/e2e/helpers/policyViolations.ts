import type { Page } from '@playwright/test'

/**
 * Collects every Content-Security-Policy violation of the page's documents and frames (the browser's
 * `securitypolicyviolation` events, reported as they happen so no navigation loses one) and every console message
 * about the CSP or Permissions-Policy headers. Call before the first navigation.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeBinding('__reportPolicyViolation', (_source, violation: string) => {
    violations.push(violation)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (violation: string) => void }).__reportPolicyViolation
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sample})`)
    })
  })
  page.on('console', (message) => {
    if (/Content.Security.Policy|Permissions-Policy/i.test(message.text())) violations.push(`console: ${message.text()}`)
  })
  return violations
}
