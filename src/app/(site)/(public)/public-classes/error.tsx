'use client'

export { ScheduleError as default } from '@/components/schedule/ScheduleError.client'
