import { describe, expect, it } from 'vitest'

import { jobsAutoRun } from './autoRun'

describe('jobsAutoRun', () => {
  it('runs the maintenance and email queues in the web server when no worker is configured', () => {
    expect(jobsAutoRun({ JOBS_IN_WORKER: false }).map((c) => c.queue)).toEqual(['maintenance', 'email'])
  })

  it('runs no jobs in the web server when a worker runs them (JOBS_IN_WORKER=true)', () => {
    expect(jobsAutoRun({ JOBS_IN_WORKER: true })).toEqual([])
  })
})
