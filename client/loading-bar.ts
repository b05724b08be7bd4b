/** 6 px, light gold, shown only for navigations slower than 200 ms (a faster one would only flicker). */
const HEIGHT = '6px'
const COLOR = '#dec27a'
const ERROR_COLOR = '#dc2626'
const THROTTLE_MS = 200
const DURATION_MS = 2000
const HIDE_DELAY_MS = 500
const RESET_DELAY_MS = 400

export type LoadingBar = { start(): void; done(): void; fail(): void }

/** A plain DOM bar outside React: it must animate while React is busy with the next page. */
export function createLoadingBar({ errorBackground = ERROR_COLOR }: { errorBackground?: string } = {}): LoadingBar {
  const bar = document.createElement('div')
  bar.setAttribute('aria-hidden', 'true')
  Object.assign(bar.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    zIndex: '100',
    height: HEIGHT,
    width: '0',
    opacity: '0',
    background: COLOR,
    pointerEvents: 'none',
  })
  document.body.appendChild(bar)
  let timers: ReturnType<typeof setTimeout>[] = []
  let visible = false

  const clear = () => {
    timers.forEach(clearTimeout)
    timers = []
  }
  const later = (ms: number, action: () => void) => timers.push(setTimeout(action, ms))
  const show = (color: string) => {
    visible = true
    bar.style.transition = 'none'
    bar.style.background = color
    bar.style.width = '0'
    bar.style.opacity = '1'
    void bar.offsetWidth // commit the start position so the width transition runs
    bar.style.transition = `width ${DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
    bar.style.width = '85%'
  }
  const finish = (color: string) => {
    clear()
    if (!visible) show(color)
    bar.style.background = color
    bar.style.transition = 'width 200ms ease-out'
    bar.style.width = '100%'
    later(HIDE_DELAY_MS, () => {
      bar.style.transition = `opacity ${RESET_DELAY_MS}ms ease`
      bar.style.opacity = '0'
      later(RESET_DELAY_MS, () => {
        visible = false
        bar.style.transition = 'none'
        bar.style.width = '0'
        bar.style.background = COLOR
      })
    })
  }

  return {
    start() {
      clear()
      if (visible) return show(COLOR)
      later(THROTTLE_MS, () => show(COLOR))
    },
    done() {
      if (!visible) return clear()
      finish(COLOR)
    },
    fail: () => finish(errorBackground),
  }
}
