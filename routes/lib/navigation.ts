import { createContext, useContext } from 'react'

/** `keepPlace`: the page stays where it is, scroll and focus (a filter changed in an open panel). */
export type NavigateOptions = { keepPlace?: boolean }
export type Navigate = (href: string, options?: NavigateOptions) => void

/** The browser's router provides client-side navigation; without it (server) a link is a plain page load. */
export const NavigateContext = createContext<Navigate>((href) => window.location.assign(href))

export const useNavigate = () => useContext(NavigateContext)
