import type { SiteValues } from '@/domain/pages/siteText'

/** What blocks show from outside the page: site settings' values and the inquiry form's captcha key. */
export type BlockContext = {
  site: SiteValues
  consultationUrl: string | null
  captchaSiteKey: string | null
}
