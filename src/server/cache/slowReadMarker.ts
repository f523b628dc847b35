/**
 * Text an end-to-end test puts in content to make the cached read that returns it slow (testReadDelay.ts). Apart from
 * it, so the tests can import it without the server's environment.
 */
export const SLOW_READ_MARKER = '[e2e: slow read]'
