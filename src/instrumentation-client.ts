import { config } from 'zod/v4/core'

// Zod builds fast object parsers with `new Function`, and even its probe for whether eval is allowed is reported as
// a violation of the CSP (which has no 'unsafe-eval'). The forms' schemas are small enough to parse without it.
config({ jitless: true })
