import type { Metadata } from 'next'

import form from '@/components/forms/form.module.css'
import { GiftCertificateForm } from '@/components/gifts/GiftCertificateForm.client'
import { CLASS_OF_CHOICE, type GiftChoice } from '@/domain/credits/giftCertificate'
import { pacificDate } from '@/domain/time/pacific'
import { captchaSiteKey } from '@/server/captcha'
import { giftClassPrices } from '@/server/gifts/buyGiftCertificate'
import { getPayloadClient } from '@/server/payloadClient'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: 'Gift Certificates',
  description: 'Give a self-defense class: a gift certificate for any amount or for one class, emailed on the day you choose.',
}

/** /gift-certificates: buy a gift certificate, an amount or one class at today's price, emailed on the day chosen. */
export default async function GiftCertificatesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [query, prices] = await Promise.all([searchParams, getPayloadClient().then(giftClassPrices)])
  const classPrices: Partial<Record<GiftChoice, number>> = {
    'adult-class': prices[CLASS_OF_CHOICE['adult-class']],
    'mother-daughter-class': prices[CLASS_OF_CHOICE['mother-daughter-class']],
  }
  return (
    <main id="main" style={{ maxWidth: 720, margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>Gift Certificates</h1>
      <p>
        Give someone the confidence to protect themselves: a gift certificate for any amount, or for one class. We email it to them on the
        day you choose, with a printable card, and you get a receipt and a copy. It pays for any public class and never expires.
      </p>
      {query.checkout === 'cancelled' && (
        <p role="status" className={form.note}>
          Your payment was cancelled, so nothing was charged. You can order again below.
        </p>
      )}
      <GiftCertificateForm classPrices={classPrices} today={pacificDate(new Date())} siteKey={captchaSiteKey()} />
    </main>
  )
}
