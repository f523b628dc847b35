// Next runs this file before it starts hydrating, and hydration waits a timer (src/server/http/hydrationStart.ts).
// Setting up React DOM's module in a timer of its own, queued first, takes its share out of the long task that then
// sets up Next's router, reads the page's data and creates the root.
setTimeout(() => void import('react-dom/client'))

export {}
