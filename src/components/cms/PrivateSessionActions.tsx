'use client'

export function PrivateSessionActions() {
  return null
}
