import { describe, expect, it } from 'vitest'

import { isDatabaseOutage, markedAsAcquiringConnection } from './databaseOutage'

/** Errors shaped like the ones node-postgres and Node's net module really throw. */
const socketError = (code: string, syscall = 'connect') =>
  Object.assign(new Error(`${syscall} ${code} 127.0.0.1:5432`), { errno: -111, code, syscall, address: '127.0.0.1', port: 5432 })

/** pg's DatabaseError: `code` is the SQLSTATE, `severity` and friends beside it. */
const databaseError = (code: string, message: string, severity = 'ERROR') =>
  Object.assign(new Error(message), { name: 'error', length: 100, severity, code, routine: 'ProcessInterrupts' })

describe('isDatabaseOutage', () => {
  it('a refused, reset or timed-out connection is an outage', () => {
    expect(isDatabaseOutage(socketError('ECONNREFUSED'))).toBe(true)
    expect(isDatabaseOutage(socketError('ECONNRESET', 'read'))).toBe(true)
    expect(isDatabaseOutage(socketError('ETIMEDOUT'))).toBe(true)
    expect(isDatabaseOutage(socketError('ENOTFOUND', 'getaddrinfo'))).toBe(true)
  })

  it('Node reports a refused localhost as an AggregateError of both addresses', () => {
    const aggregate = Object.assign(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], ''), { code: 'ECONNREFUSED' })
    expect(isDatabaseOutage(aggregate)).toBe(true)
    expect(isDatabaseOutage(new AggregateError([socketError('ECONNREFUSED')], ''))).toBe(true)
  })

  it('the server ending the session (FATAL), whatever its code', () => {
    expect(isDatabaseOutage(databaseError('57P01', 'terminating connection due to administrator command', 'FATAL'))).toBe(true)
    expect(isDatabaseOutage(databaseError('57P03', 'the database system is starting up', 'FATAL'))).toBe(true)
    expect(isDatabaseOutage(databaseError('55000', 'database "swsd" is not currently accepting connections', 'FATAL'))).toBe(true)
    expect(isDatabaseOutage(databaseError('53300', 'sorry, too many clients already', 'FATAL'))).toBe(true)
    expect(isDatabaseOutage(databaseError('XX000', 'an error nobody listed', 'PANIC'))).toBe(true)
  })

  it('any error while acquiring a connection, as the pool marks it', () => {
    expect(isDatabaseOutage(markedAsAcquiringConnection(new Error('password authentication failed for user "swsd"')))).toBe(true)
    expect(isDatabaseOutage(new Error('Failed query', { cause: markedAsAcquiringConnection(new Error('anything')) }))).toBe(true)
  })

  it('a connection exception (SQLSTATE class 08) or a read-only standby after a failover (25006)', () => {
    expect(isDatabaseOutage(databaseError('08006', 'connection failure'))).toBe(true)
    expect(isDatabaseOutage(databaseError('08001', 'sqlclient unable to establish sqlconnection'))).toBe(true)
    expect(isDatabaseOutage(databaseError('25006', 'cannot execute INSERT in a read-only transaction'))).toBe(true)
  })

  it('the same codes outside those places are not outages', () => {
    expect(isDatabaseOutage(databaseError('55000', 'object not in prerequisite state'))).toBe(false)
    expect(isDatabaseOutage(databaseError('57014', 'canceling statement due to statement timeout'))).toBe(false)
  })

  it("pg's and pg-pool's own messages without a code", () => {
    expect(isDatabaseOutage(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseOutage(new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated') }))).toBe(true)
    expect(isDatabaseOutage(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseOutage(new Error('Error: cannot connect to Postgres: connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true)
    expect(isDatabaseOutage(new Error('Client has encountered a connection error and is not queryable'))).toBe(true)
  })

  it('finds the outage inside wrappers (drizzle, Payload) through cause', () => {
    const wrapped = new Error('Failed query: select "id" from "classes"', { cause: socketError('ECONNREFUSED') })
    expect(isDatabaseOutage(new Error('outer', { cause: wrapped }))).toBe(true)
  })

  it('query errors, constraint violations and ordinary bugs are not outages', () => {
    expect(isDatabaseOutage(databaseError('23505', 'duplicate key value violates unique constraint "users_email_idx"'))).toBe(false)
    expect(isDatabaseOutage(databaseError('42P01', 'relation "nope" does not exist'))).toBe(false)
    expect(isDatabaseOutage(databaseError('40001', 'could not serialize access due to concurrent update'))).toBe(false)
    expect(isDatabaseOutage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isDatabaseOutage(undefined)).toBe(false)
    expect(isDatabaseOutage('ECONNREFUSED')).toBe(false)
  })

  it('a cycle of causes ends', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const b = new Error('b', { cause: a })
    a.cause = b
    expect(isDatabaseOutage(a)).toBe(false)
  })
})
