import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const imagesDir = path.join(process.cwd(), 'public', 'images')

describe('the site’s SVG images', () => {
  // Text in an SVG image is set in whatever font the device has, and Chrome resolves that font in the image's own
  // document at first paint (up to 36 ms of main thread for the header's logo here). Letters are drawn as paths.
  it.each(readdirSync(imagesDir).filter((file) => file.endsWith('.svg')))('%s draws its letters as paths', (file) => {
    expect(readFileSync(path.join(imagesDir, file), 'utf8')).not.toMatch(/<text\b/)
  })
})
