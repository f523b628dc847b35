import { DASHBOARD_DAYS } from '@/domain/cms/dashboard'
import { pacificDateTime } from '@/domain/cms/listColumnFormats'
import type { DashboardClass } from '@/server/admin/dashboard'

import { cell, panel, panelHeading, share } from './styles'

function ClassRow({ c, admin }: { c: DashboardClass; admin: string }) {
  return (
    <tr data-schedule-id={c.id}>
      <td style={cell}>{pacificDateTime(c.startTime)}</td>
      <td style={cell}>
        <a href={`${admin}/collections/schedules/${c.id}`}>{c.className}</a>
        {c.city ? `, ${c.city}` : ''}
      </td>
      <td style={cell}>
        {c.taken} / {c.spots}
      </td>
      <td style={cell}>{c.remaining <= 0 ? 'full' : c.remaining}</td>
      <td style={cell}>
        <a href={`/admin/attendance?classScheduleId=${c.id}`} aria-label={`Roster of ${c.className}, ${pacificDateTime(c.startTime)}`}>
          Roster
        </a>
      </td>
    </tr>
  )
}

/**
 * Today's and the next seven days' classes (whole Pacific days): seats taken and left, each with its roster in the
 * instructor area; and always the next class, even when it is further off.
 */
export function ComingClasses({ classes, nextClass, admin }: { classes: DashboardClass[]; nextClass: DashboardClass | null; admin: string }) {
  return (
    <section style={{ ...panel, ...share(3, 520), maxHeight: 290, overflow: 'auto' }} aria-labelledby="dash-classes" data-testid="coming-classes">
      <h2 id="dash-classes" style={panelHeading}>
        Classes in the next {DASHBOARD_DAYS} days
      </h2>
      {classes.length === 0 && <p>No classes in the next {DASHBOARD_DAYS} days{nextClass ? '. The next one:' : ', and none scheduled after.'}</p>}
      {(classes.length > 0 || nextClass) && (
        <table>
          <thead>
            <tr>
              <th style={cell}>When (Pacific)</th>
              <th style={cell}>Class</th>
              <th style={cell}>Taken / spots</th>
              <th style={cell}>Left</th>
              <th style={cell}>Roster</th>
            </tr>
          </thead>
          <tbody>
            {classes.map((c) => (
              <ClassRow key={c.id} c={c} admin={admin} />
            ))}
            {nextClass && classes.length > 0 && (
              <tr>
                <th colSpan={5} scope="rowgroup" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
                  The next class after these days:
                </th>
              </tr>
            )}
            {nextClass && <ClassRow c={nextClass} admin={admin} />}
          </tbody>
        </table>
      )}
    </section>
  )
}
