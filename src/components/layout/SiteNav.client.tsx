'use client'

import { Link } from '@/components/layout/Link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { GIFT_CERTIFICATES_LINK, isActiveLink, MAIN_LINKS, type NavLink, PROGRAM_LINKS } from '@/domain/site/navigation'

function Item({ link, pathname, onChoose }: { link: NavLink; pathname: string; onChoose?: () => void }) {
  return (
    <Link
      href={link.href}
      className="nav-link"
      aria-current={isActiveLink(link.href, pathname) ? 'page' : undefined}
      onClick={onChoose}
    >
      {link.label}
    </Link>
  )
}

/** Desktop: Programs link with a dropdown of the program pages (closes on any click elsewhere or Escape). */
function ProgramsDropdown({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLLIElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('click', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('click', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const programs = MAIN_LINKS[0]
  return (
    <li className="nav-dropdown" ref={root}>
      <Item link={programs} pathname={pathname} onChoose={() => setOpen(false)} />
      <button
        type="button"
        className="nav-link nav-dropdown__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Program pages"
        onClick={() => setOpen((v) => !v)}
      >
        ▾
      </button>
      {open && (
        <ul id={menuId} className="nav-dropdown__menu">
          {PROGRAM_LINKS.map((link) => (
            <li key={link.href}>
              <Item link={link} pathname={pathname} onChoose={() => setOpen(false)} />
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

export function SiteNav() {
  const pathname = usePathname() ?? '/'
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const close = () => setMenuOpen(false)

  return (
    <>
      <nav aria-label="Main" className="desktop-only">
        <ul className="nav-main">
          <ProgramsDropdown pathname={pathname} />
          {MAIN_LINKS.slice(1).map((link) => (
            <li key={link.href}>
              <Item link={link} pathname={pathname} />
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="menu-button"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((v) => !v)}
      >
        {menuOpen ? 'Close menu' : 'Menu'}
      </button>
      {menuOpen && (
        <nav id={menuId} aria-label="Mobile" className="mobile-menu mobile-only" onKeyDown={(e) => e.key === 'Escape' && close()}>
          <ul>
            <li>
              <Item link={{ href: '/', label: 'Home' }} pathname={pathname} onChoose={close} />
            </li>
            <li>
              <span className="mobile-menu__heading" id={`${menuId}-programs`}>
                Programs
              </span>
              <ul className="mobile-menu__group" aria-labelledby={`${menuId}-programs`}>
                {PROGRAM_LINKS.map((link) => (
                  <li key={link.href}>
                    <Item link={link} pathname={pathname} onChoose={close} />
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <Item link={GIFT_CERTIFICATES_LINK} pathname={pathname} onChoose={close} />
            </li>
            {[MAIN_LINKS[2], MAIN_LINKS[3], MAIN_LINKS[1], MAIN_LINKS[4]].map((link) => (
              <li key={link.href}>
                <Item link={link} pathname={pathname} onChoose={close} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  )
}

/** The desktop second row: the four program pages, and the gift certificates. */
export function ProgramsRow() {
  const pathname = usePathname() ?? '/'
  return (
    <nav aria-label="Programs" className="nav-programs-row desktop-only">
      <ul className="nav-programs container">
        {[...PROGRAM_LINKS, GIFT_CERTIFICATES_LINK].map((link) => (
          <li key={link.href}>
            <Item link={link} pathname={pathname} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
