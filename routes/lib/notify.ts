import { atom, type createStore } from 'jotai'

export type Tone = 'info' | 'success' | 'error'
export type Notification = { id: number; message: string; title?: string; tone: Tone; open: boolean }
export type NotifyInput = { message: string; title?: string; tone?: Tone }

/** At most five notifications at once; the oldest goes first. */
export const MAX_NOTIFICATIONS = 5
/** Time the closing animation gets before a closed notification is removed. */
export const REMOVE_DELAY_MS = 200

let nextId = 1

/** The notifications the global area shows, newest last. */
export const notificationsAtom = atom<Notification[]>([])

/** `useSetAtom(notifyAtom)({ message, tone })`: shows a notification in the global area. */
export const notifyAtom = atom(null, (get, set, input: NotifyInput) => {
  const entry: Notification = { id: nextId++, tone: 'info', ...input, open: true }
  set(notificationsAtom, [...get(notificationsAtom), entry].slice(-MAX_NOTIFICATIONS))
})

/** Closes a notification now and removes it once its closing animation has run. */
export const dismissAtom = atom(null, (get, set, id: number) => {
  set(
    notificationsAtom,
    get(notificationsAtom).map((entry) => (entry.id === id ? { ...entry, open: false } : entry)),
  )
  setTimeout(() => set(notificationsAtom, (list) => list.filter((entry) => entry.id !== id)), REMOVE_DELAY_MS)
})

/** For code outside React (the cart actions): notify through the app's store. */
export const notify = (store: ReturnType<typeof createStore>, input: NotifyInput) => store.set(notifyAtom, input)
