export type EmailContent = { subject: string; text: string; html: string }

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Every value from a visitor or the CMS goes through this before it enters an email's HTML. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])

/** A labelled line of an email: [label, value, optional link]. */
export type DetailRow = [label: string, value: string, href?: string]

export const detailsHtml = (rows: DetailRow[]): string =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:16px 0">${rows
    .map(
      ([label, value, href]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#555;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0">${
          href ? `<a href="${escapeHtml(href)}" style="color:#b91c1c">${escapeHtml(value)}</a>` : escapeHtml(value)
        }</td></tr>`,
    )
    .join('')}</table>`

export const detailsText = (rows: DetailRow[]): string => rows.map(([label, value, href]) => `${label}: ${value}${href ? ` (${href})` : ''}`).join('\n')

export const buttonHtml = (label: string, href: string): string =>
  `<p style="margin:20px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#b91c1c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`

export const paragraphHtml = (text: string): string => `<p style="margin:0 0 14px">${escapeHtml(text)}</p>`

export const linkParagraphHtml = (label: string, href: string): string =>
  `<p style="margin:0 0 14px"><a href="${escapeHtml(href)}" style="color:#b91c1c">${escapeHtml(label)}</a></p>`

/** One column, 16 px text, no images: readable on a phone and in plain mail clients. */
export const layoutHtml = (title: string, body: string, footer: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    title,
  )}</title></head><body style="margin:0;padding:0;background:#f4f4f5"><div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#18181b;background:#ffffff"><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(
    title,
  )}</h1>${body}<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0"><p style="font-size:13px;color:#555;margin:0">${escapeHtml(footer)}</p></div></body></html>`

/** The owner's reason for an action on the customer's booking, as the email says it; nothing when none was given. */
export const ownerReasonParagraphs = (reason?: string | null): string[] => (reason?.trim() ? [`The reason, in our words: ${reason.trim()}`] : [])
