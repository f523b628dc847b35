import { useSyncExternalStore } from 'react'

const never = () => () => {}

/** False in the server's HTML and until React has hydrated; true once handlers are attached. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
