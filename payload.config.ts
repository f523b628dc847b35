import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type PayloadRequest } from 'payload'
import sharp from 'sharp'

import { Bookings } from '@/collections/Bookings'
import { BookingEvents } from '@/collections/BookingEvents'
import { ClassCredits } from '@/collections/ClassCredits'
import { PromoCodes } from '@/collections/PromoCodes'
import { CreditLedger } from '@/collections/CreditLedger'
import { Classes } from '@/collections/Classes'
import { Emails } from '@/collections/Emails'
import { FaqCategories } from '@/collections/FaqCategories'
import { Faqs } from '@/collections/Faqs'
import { FormSubmissions } from '@/collections/FormSubmissions'
import { PrivateSessions } from '@/collections/PrivateSessions'
import { Invoices } from '@/collections/Invoices'
import { Media } from '@/collections/Media'
import { Pages } from '@/collections/Pages'
import { Participants } from '@/collections/Participants'
import { Schedules } from '@/collections/Schedules'
import { Testimonials } from '@/collections/Testimonials'
import { Users } from '@/collections/Users'
import { WaitlistEntries } from '@/collections/WaitlistEntries'
import { WaiverSignatures } from '@/collections/WaiverSignatures'
import { WaiverVersions } from '@/collections/WaiverVersions'
import { adminEndpoints } from '@/endpoints/admin'
import { monthReportCsvEndpoint } from '@/endpoints/monthReportCsv'
import { bookingEndpoints } from '@/endpoints/bookingEndpoints'
import { manageBookingEndpoints } from '@/endpoints/manageBooking'
import { retryRefundEndpoint } from '@/endpoints/retryRefund'
import { cashOutCreditEndpoint } from '@/endpoints/cashOutCredit'
import { newCreditCodeEndpoint } from '@/endpoints/newCreditCode'
import { giftCertificateEndpoints } from '@/endpoints/giftCertificateEndpoints'
import { ownerBookingActionsEndpoint, ownerMoveTargetsEndpoint } from '@/endpoints/ownerBookingActions'
import { classCancelPreviewEndpoint } from '@/endpoints/classCancelPreview'
import { checkAvailabilityEndpoint } from '@/endpoints/checkAvailability'
import { checkPromoCodeEndpoint } from '@/endpoints/checkPromoCode'
import { waitlistEndpoints } from '@/endpoints/waitlistEndpoints'
import { waiverEndpoints } from '@/endpoints/waivers'
import { privateBalanceEndpoint } from '@/endpoints/privateBalance'
import { privateSessionEndpoints } from '@/endpoints/privateSessions'
import { privatePolicyEndpoints } from '@/endpoints/privatePolicies'
import { privateParticipantEndpoints } from '@/endpoints/privateParticipants'
import { privatePoNumberEndpoint } from '@/endpoints/privatePoNumber'
import { invoicePdfEndpoint } from '@/endpoints/invoicePdf'
import { PACIFIC_TIME_ZONES } from '@/fields/pacificDateTime'
import { withPacificTimestamps } from '@/fields/withPacificTimestamps'
import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'
import { SiteSettings } from '@/globals/SiteSettings'
import { hasRole } from '@/access/roles'
import { env } from '@/lib/env'
import { emailAdapter } from '@/server/email/adapter'
import { emailWebhookEndpoint } from '@/endpoints/emailWebhook'
import { submitInquiryEndpoint } from '@/endpoints/submitInquiry'
import { answerDatabaseOutage } from '@/endpoints/outage'
import { testClockEndpoints } from '@/endpoints/testClock'
import { jobsAutoRun } from '@/server/jobs/autoRun'
import { deliverEmailsTask, sendReminderEmailTask } from '@/server/jobs/emailTasks'
import { expireClassCreditsTask } from '@/server/jobs/expireClassCreditsTask'
import { deliverGiftCertificatesTask } from '@/server/jobs/deliverGiftCertificatesTask'
import { chargePrivateBalancesTask } from '@/server/jobs/chargePrivateBalancesTask'
import { classCancelledReminderTask } from '@/server/jobs/classCancelledReminderTask'
import { minimumParticipantsTask } from '@/server/jobs/minimumParticipantsTask'
import { releaseExpiredHoldsTask } from '@/server/jobs/releaseExpiredHoldsTask'
import { retryFailedRefundsTask } from '@/server/jobs/retryFailedRefundsTask'
import { waitlistTask } from '@/server/jobs/waitlistTask'
import { waiverRemindersTask } from '@/server/jobs/waiverRemindersTask'
import { mediaStorage } from '@/server/storage/mediaStorage'
import { watchDatabasePool } from '@/server/db/watchDatabasePool'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const isOwnerRequest = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'owner')

export default buildConfig({
  serverURL: env.SERVER_URL,
  secret: env.PAYLOAD_SECRET,
  routes: { admin: '/cms', api: '/api' },
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'src/app/(payload)/cms/importMap.js') },
    meta: { titleSuffix: ' · SWSD CMS' },
    // Gravatar would send each staff email's hash to a third party (and shows a broken image offline).
    avatar: 'default',
    // Payload's login form cannot send a CAPTCHA: /cms/login sends the owner to /admin/login, which comes back here.
    components: {
      views: {
        login: { Component: '/src/components/cms/CmsLogin#CmsLogin' },
        unauthorized: { Component: '/src/components/cms/CmsUnauthorized#CmsUnauthorized' },
        dashboard: { Component: '/src/components/cms/OwnerDashboard#OwnerDashboard' },
        reports: { Component: '/src/components/cms/ReportsView#ReportsView', path: '/reports' },
      },
      afterNavLinks: ['/src/components/cms/InstructorAreaNavLinks#InstructorAreaNavLinks'],
    },
    // Every date and time in /cms is shown and entered in Pacific time, whatever the browser's zone.
    timezones: { supportedTimezones: PACIFIC_TIME_ZONES, defaultTimezone: BUSINESS_TIME_ZONE },
  },
  // Booleans read as words, in list filters too ('is Published equals Yes').
  i18n: { translations: { en: { general: { true: 'Yes', false: 'No' } } } },
  // The inquiry endpoint answers under /api/form-submissions/ (a root endpoint there is never reached): registered here
  // with the others, so no collection's config holds an endpoint.
  collections: [Pages, Classes, Schedules, Bookings, BookingEvents, ClassCredits, PromoCodes, CreditLedger, Participants, WaitlistEntries, WaiverVersions, WaiverSignatures, Testimonials, FaqCategories, Faqs, { ...FormSubmissions, endpoints: [submitInquiryEndpoint] }, PrivateSessions, Invoices, Emails, Media, Users].map(withPacificTimestamps),
  globals: [SiteSettings],
  // Saved list filters in /cms (for example the owner's 'Needs review' bookings): the owner's alone.
  queryPresets: {
    access: { read: isOwnerRequest, create: isOwnerRequest, update: isOwnerRequest, delete: isOwnerRequest },
    constraints: {},
  },
  // A database outage answers 503 with Retry-After on Payload's own REST routes too (custom endpoints: src/endpoints).
  hooks: { afterError: [answerDatabaseOutage] },
  endpoints: [checkAvailabilityEndpoint, checkPromoCodeEndpoint, ...bookingEndpoints, ...manageBookingEndpoints, ...adminEndpoints, ownerBookingActionsEndpoint, ownerMoveTargetsEndpoint, retryRefundEndpoint, cashOutCreditEndpoint, newCreditCodeEndpoint, ...giftCertificateEndpoints, classCancelPreviewEndpoint, monthReportCsvEndpoint, emailWebhookEndpoint, ...waitlistEndpoints, ...waiverEndpoints, ...privateSessionEndpoints, privateBalanceEndpoint, ...privatePolicyEndpoints, ...privateParticipantEndpoints, privatePoNumberEndpoint, invoicePdfEndpoint, ...testClockEndpoints],
  jobs: {
    tasks: [releaseExpiredHoldsTask, deliverEmailsTask, sendReminderEmailTask, minimumParticipantsTask, expireClassCreditsTask, deliverGiftCertificatesTask, classCancelledReminderTask, retryFailedRefundsTask, waitlistTask, waiverRemindersTask, chargePrivateBalancesTask],
    // Running, queueing or cancelling jobs over HTTP is for the owner only (Payload's default: any logged-in user).
    access: { run: isOwnerRequest, queue: isOwnerRequest, cancel: isOwnerRequest },
    // Runs only in a process that called getPayload({ cron: true }): the Next server (src/instrumentation.ts), unless
    // JOBS_IN_WORKER=true hands every job to the worker (`npm run jobs:worker`).
    autoRun: jobsAutoRun(env),
  },
  email: emailAdapter(env),
  onInit: watchDatabasePool,
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: env.DATABASE_URL },
    // Schema changes are committed migrations only: push mode would fight them on the same database.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  plugins: [mediaStorage(env)],
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  sharp,
  telemetry: false,
})
