// The booking form's rules as the browser loads them on first use: zod set up for the CSP first.
import '@/components/forms/jitlessZod'

export * from '@/domain/bookings/bookingRequest'
