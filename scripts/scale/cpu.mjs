// Where a bench's CPU goes, from /proc (Linux): the CPU time of each part of the stack (web instances with their
// children, PostgreSQL's postmaster and backends, redis-server, the load generator itself) and the machine's busy share.
import { readdirSync, readFileSync } from 'node:fs'

const CLOCK_TICKS = 100 // USER_HZ of /proc/<pid>/stat and /proc/stat on Linux

/** pid, parent, command name and CPU in ms (its own, and that of its reaped children) of every process now; [] elsewhere. */
function processes() {
  let pids
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return []
  }
  const found = []
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // utime, stime, cutime, cstime: a backend PostgreSQL has reaped counts in its postmaster's cutime/cstime.
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
      found.push({ pid: Number(pid), ppid: Number(fields[1]), comm, ms: (ticks * 1000) / CLOCK_TICKS })
    } catch {
      // gone meanwhile
    }
  }
  return found
}

/** Busy and total jiffies of the machine so far (/proc/stat's first line), or null elsewhere. */
function machineTicks() {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
    const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number)
    const busy = user + nice + system + irq + softirq + steal
    return { busy, total: busy + idle + iowait }
  } catch {
    return null
  }
}

/**
 * The CPU in ms each part has used so far, but that of the `excluded` pids. `web`: the pids of the web instances (each counts with its descendants);
 * PostgreSQL and Redis are found by command name among this process's descendants; `generator` is this process.
 */
function sample(web, excluded) {
  const all = processes()
  const byPid = new Map(all.map((p) => [p.pid, p]))
  const descendsFrom = (p, root) => {
    for (let q = p; q; q = byPid.get(q.ppid)) if (q.pid === root) return true
    return false
  }
  const parts = { web: 0, postgres: 0, redis: 0 }
  for (const p of all) {
    if (p.pid === process.pid || excluded.includes(p.pid) || !descendsFrom(p, process.pid)) continue
    if (p.comm === 'postgres' || p.comm.startsWith('postgres:')) parts.postgres += p.ms
    else if (p.comm === 'redis-server') parts.redis += p.ms
    else if (web.some((root) => descendsFrom(p, root))) parts.web += p.ms
  }
  const own = process.cpuUsage()
  return { ...parts, generator: (own.user + own.system) / 1000, machine: machineTicks() }
}

/**
 * Starts counting; `stop()` answers each part's CPU ms since, and the machine's busy share (0-1) meanwhile.
 * `excluded`: processes not counted (the backend of the bench's own pg_stat_activity sampling).
 */
export function cpuMeter(webPids, excluded = []) {
  const before = sample(webPids, excluded)
  return {
    stop() {
      const after = sample(webPids, excluded)
      const machine = before.machine && after.machine
        ? (after.machine.busy - before.machine.busy) / Math.max(1, after.machine.total - before.machine.total)
        : NaN
      return {
        web: after.web - before.web,
        postgres: after.postgres - before.postgres,
        redis: after.redis - before.redis,
        generator: after.generator - before.generator,
        machineBusy: machine,
      }
    },
  }
}

/** 'web 9.8, postgres 4.1, redis 0.3, generator 2.0 ms per booking; machine 97 % busy' */
export function cpuLine(cpu, count, unit = 'booking') {
  const per = (ms) => (ms / (count || 1)).toFixed(1)
  return `CPU per ${unit}: web ${per(cpu.web)}, postgres ${per(cpu.postgres)}, redis ${per(cpu.redis)}, generator ${per(cpu.generator)} ms; machine ${(cpu.machineBusy * 100).toFixed(0)} % busy`
}
