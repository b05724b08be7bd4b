import { createContext, useContext } from 'react'

export type Navigate = (href: string) => void

/** The browser's router provides client-side navigation; without it (server) a link is a plain page load. */
export const NavigateContext = createContext<Navigate>((href) => window.location.assign(href))

export const useNavigate = () => useContext(NavigateContext)
