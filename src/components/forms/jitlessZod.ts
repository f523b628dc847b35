import { config } from 'zod/v4/core'

// Zod builds fast object parsers with `new Function`, and even its probe for whether eval is allowed is reported as
// a violation of the CSP (which has no 'unsafe-eval'). Zod reads the setting when a schema is built, so each client
// module that builds or loads schemas imports this module before them; the forms' schemas are small enough to parse
// without it. Only those modules load zod in the browser: a page without a form ships none of it.
config({ jitless: true })
