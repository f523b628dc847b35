import { INSTRUCTOR_AREA_LINKS } from '@/domain/instructor/backOfficeLinks'

/** Below the CMS navigation: the instructor area's pages, so the owner moves between the two halves of the back office. */
export function InstructorAreaNavLinks() {
  return (
    <nav aria-label="Instructor area" style={{ marginTop: '1.5rem' }}>
      <p className="nav-group__toggle" style={{ margin: '0 0 0.5rem' }}>
        Instructor area
      </p>
      {INSTRUCTOR_AREA_LINKS.map((link) => (
        <a key={link.href} className="nav__link" href={link.href}>
          <span className="nav__link-label">{link.label}</span>
        </a>
      ))}
    </nav>
  )
}
