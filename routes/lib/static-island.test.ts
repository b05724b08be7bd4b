// @vitest-environment jsdom
import { act, createElement as h } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NavigateContext } from './navigation'
import { endHydration, StaticIsland, startHydration } from './static-island'

// React's act() outside a testing library
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  endHydration()
  document.body.innerHTML = ''
})

// JSX-free: the unit project's files are .ts
function Words({ rendered }: { rendered: () => void }) {
  rendered()
  return h('p', null, 'Words ', h('a', { href: '/de/content/widerrufsrecht' }, 'Widerruf'), ' ', h('a', { href: 'https://example.com/' }, 'out'))
}

const tree = (rendered: () => void, navigate = vi.fn()) =>
  h(NavigateContext.Provider, { value: navigate }, h(StaticIsland, { className: 'mt-8' }, h(Words, { rendered })))

describe('StaticIsland', () => {
  it("keeps the server's HTML while the server's page is hydrated, without rendering its children, and follows its links client-side", async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree(() => {}))
    document.body.appendChild(container)
    const server = container.innerHTML
    const rendered = vi.fn()
    const navigate = vi.fn()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    startHydration()
    await act(async () => void hydrateRoot(container, tree(rendered, navigate)))
    endHydration()
    expect(rendered).not.toHaveBeenCalled()
    expect(container.innerHTML).toBe(server)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()

    const [inside, out] = container.querySelectorAll('a')
    // whether the browser would follow the link itself (the window sees the click last; jsdom cannot navigate)
    const click = (link: Element) => {
      let leftToBrowser = false
      const watch = (event: Event) => {
        leftToBrowser = !event.defaultPrevented
        event.preventDefault()
      }
      window.addEventListener('click', watch)
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
      window.removeEventListener('click', watch)
      return leftToBrowser
    }
    expect(click(inside!)).toBe(false)
    expect(navigate).toHaveBeenCalledWith('/de/content/widerrufsrecht')
    // a link out of the shop is left to the browser
    expect(click(out!)).toBe(true)
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it('renders in full once its data changes (a listing with new products), and not before', async () => {
    const island = (data: unknown, rendered: () => void) =>
      h(NavigateContext.Provider, { value: vi.fn() }, h(StaticIsland, { data: [data] }, h(Words, { rendered })))
    const first = { title: 'Ring' }
    const container = document.createElement('div')
    container.innerHTML = renderToString(island(first, () => {}))
    document.body.appendChild(container)
    const rendered = vi.fn()
    startHydration()
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => void (root = hydrateRoot(container, island(first, rendered))))
    endHydration()
    await act(async () => root!.render(island(first, rendered)))
    expect(rendered).not.toHaveBeenCalled()
    await act(async () => root!.render(island({ title: 'Kette' }, rendered)))
    expect(rendered).toHaveBeenCalled()
    expect(container.querySelector('p')?.textContent).toContain('Words')
  })

  it('renders its children where there is no server HTML to keep: after the hydration, or in a page React renders anew', async () => {
    for (const during of [false, true]) {
      const container = document.createElement('div')
      document.body.appendChild(container)
      const rendered = vi.fn()
      if (during) startHydration()
      await act(async () => createRoot(container).render(tree(rendered)))
      endHydration()
      expect(rendered).toHaveBeenCalled()
      expect(container.querySelector('.mt-8 p')?.textContent).toContain('Words')
    }
  })
})
