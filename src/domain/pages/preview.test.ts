import { describe, expect, it } from 'vitest'

import { safeReturnPath } from './preview'

describe('safeReturnPath', () => {
  it('keeps a path of this site', () => {
    expect(safeReturnPath('/workplace-safety')).toBe('/workplace-safety')
  })

  it('sends anything else home', () => {
    for (const path of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example']) expect(safeReturnPath(path)).toBe('/')
  })
})
