import { useEffect, useId, useRef, useState } from "react"
import { Link, useLocation, useNavigate } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { useMessages } from "#web/i18n/language.ts"
import { signOutOwner } from "#web/site-owner/ownerApi.ts"
import { useOwnerNav } from "#web/site-owner/useOwnerNav.ts"
import { notifyError } from "#web/ui/notify.ts"

/** The signed-in owner's menu: dashboard areas and Logout. */
export function OwnerMenu({ username }: { username: string }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const navigate = useNavigate()
  const location = useLocation()
  const m = useMessages("dashboard", Dashboard)
  const links = useOwnerNav()

  useEffect(() => setOpen(false), [location.pathname])

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener("pointerdown", onPointer)
    return () => document.removeEventListener("pointerdown", onPointer)
  }, [open])

  const logout = async () => {
    setOpen(false)
    try {
      await signOutOwner()
    } catch (error) {
      notifyError(error)
    }
    void navigate("/")
  }

  return (
    <div
      className="owner-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false)
          buttonRef.current?.focus()
        }
      }}
    >
      <button ref={buttonRef} type="button" className="owner-menu__button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
        <span className="owner-menu__avatar" aria-hidden="true">
          {username.slice(0, 1).toUpperCase()}
        </span>
        <span>{username}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} className="owner-menu__list" hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={logout}>
            {m.logout}
          </button>
        </li>
      </ul>
    </div>
  )
}
