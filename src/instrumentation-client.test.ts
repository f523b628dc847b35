import { afterEach, describe, expect, it, vi } from 'vitest'

const setUp = vi.hoisted(() => vi.fn())
vi.mock('react-dom/client', () => {
  setUp()
  return {}
})

describe('instrumentation-client', () => {
  afterEach(() => vi.useRealTimers())

  it("sets React DOM's module up in a timer of its own, not in the task that runs Next's bootstrap", async () => {
    vi.useFakeTimers()
    await import('./instrumentation-client')
    await vi.dynamicImportSettled()
    expect(setUp).not.toHaveBeenCalled()

    await vi.runAllTimersAsync()
    await vi.dynamicImportSettled()
    expect(setUp).toHaveBeenCalledOnce()
  })
})
