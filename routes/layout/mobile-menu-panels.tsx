import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n'
import type { MenuCategory } from '../api-types'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import { CategoryIcon, categoryPath } from './category-link'
import { RetryMessage, SkeletonRows } from './load-states'
import { MobileAccount } from './mobile-account'
import { MobileCountry } from './mobile-country'
import { useMenu } from './use-menu'
import { viewAllLabel } from './view-all'

const ROW =
  'flex w-full items-center gap-3 px-5 py-3.5 text-left text-[0.95rem] text-stone-800 no-underline transition-colors hover:bg-stone-50 active:bg-stone-100'

/** A category that has children opens the next level; one without is a link to its page. */
function CategoryRow({ category, onOpen }: { category: MenuCategory; onOpen: (category: MenuCategory) => void }) {
  const t = useT()
  const content = (
    <>
      <CategoryIcon icon={category.icon} className="text-lg text-primary-600" />
      <span className="flex-1">{category.name}</span>
    </>
  )
  if (category.category_children.length === 0) {
    return (
      <Link to={categoryPath(category)} className={ROW}>
        {content}
      </Link>
    )
  }
  return (
    <button type="button" className={ROW} aria-label={t('nav.showChildren', { name: category.name })} onClick={() => onOpen(category)}>
      {content}
      <span className="i-ph-caret-right text-stone-400" aria-hidden="true" />
    </button>
  )
}

/** Level 1 and 2: a back button, the category's name, its 'alle … ansehen' link and its children. */
function SubPanel({
  category,
  parentName,
  onBack,
  onOpen,
  backRef,
}: {
  category: MenuCategory
  parentName: string
  onBack: () => void
  onOpen: (category: MenuCategory) => void
  backRef: (button: HTMLButtonElement | null) => void
}) {
  const t = useT()
  return (
    <>
      <button
        ref={backRef}
        type="button"
        className="flex w-full items-center gap-2 px-5 py-3 text-sm text-stone-600 hover:text-stone-900"
        aria-label={t('nav.backTo', { name: parentName })}
        onClick={onBack}
      >
        <span className="i-ph-caret-left" aria-hidden="true" />
        {t('nav.back')}
      </button>
      <div className="px-5 pb-4 pt-1">
        <p className="flex items-center gap-3 font-serif text-2xl text-stone-900">
          <CategoryIcon icon={category.icon} className="text-xl text-primary-600" />
          {category.name}
        </p>
        <Link to={categoryPath(category)} className="text-link mt-3 uppercase tracking-[0.12em] !text-xs">
          {viewAllLabel(t, category.name)}
          <span className="i-ph-arrow-right" aria-hidden="true" />
        </Link>
      </div>
      <ul className="divide-y divide-stone-100 border-y border-stone-100">
        {category.category_children.map((child) => (
          <li key={child.handle}>
            <CategoryRow category={child} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </>
  )
}

function Panel({ active, children }: { active: boolean; children: ReactNode }) {
  // panels out of view are inert: neither focusable nor read out
  return (
    <div className="h-full w-1/3 overflow-y-auto overscroll-contain pb-8" inert={!active}>
      {children}
    </div>
  )
}

/**
 * The three-level sliding menu: top categories, their children, the grandchildren (depth
 * 0, 1 or 2). The opened categories stay rendered while a panel slides out.
 */
export function MobileMenuPanels({ onClose }: { onClose: () => void }) {
  const t = useT()
  const { locale } = usePage()
  const state = useMenu(locale)
  const [trail, setTrail] = useState<MenuCategory[]>([])
  const [depth, setDepth] = useState(0)
  const backButtons = useRef<(HTMLButtonElement | null)[]>([])
  const openers = useRef<(HTMLElement | null)[]>([])

  // keyboard focus follows the panel: into the new level's back button, or back to the row that opened it
  useEffect(() => {
    const target = depth > 0 ? backButtons.current[depth] : null
    target?.focus({ preventScroll: true })
  }, [depth])

  const open = (level: number) => (category: MenuCategory) => {
    openers.current[level] = document.activeElement as HTMLElement
    setTrail((current) => [...current.slice(0, level), category])
    setDepth(level + 1)
  }
  const back = () => {
    const level = depth - 1
    setDepth(level)
    openers.current[level]?.focus({ preventScroll: true })
  }

  const [first, second] = trail
  return (
    <nav aria-label={t('header.mainNavigation')} className="relative min-h-0 flex-1 overflow-hidden">
      <div
        className="flex h-full w-[300%] transition-transform duration-300 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${(depth * 100) / 3}%)` }}
      >
        <Panel active={depth === 0}>
          {state.status === 'pending' && <SkeletonRows rows={7} label={t('nav.loading')} />}
          {state.status === 'error' && <RetryMessage message={t('nav.loadFailed')} onRetry={state.retry} className="px-5 py-6" />}
          {state.status === 'success' && (
            <ul className="divide-y divide-stone-100 border-b border-stone-100">
              {state.menu.product_categories.map((category) => (
                <li key={category.handle}>
                  <CategoryRow category={category} onOpen={open(0)} />
                </li>
              ))}
              {state.menu.functional_categories.map((category) => (
                <li key={category.handle}>
                  <Link to={categoryPath(category)} className={`${ROW} !text-primary-800`}>
                    <CategoryIcon icon={category.icon} className="text-lg" />
                    {category.name}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/store" className={ROW}>
                  <span className="i-ph-squares-four text-lg text-primary-600" aria-hidden="true" />
                  {t('header.allProducts')}
                </Link>
              </li>
            </ul>
          )}
          <MobileAccount />
          <MobileCountry onChosen={onClose} />
        </Panel>
        <Panel active={depth === 1}>
          {first && (
            <SubPanel category={first} parentName={t('nav.menu')} onBack={back} onOpen={open(1)} backRef={(button) => (backButtons.current[1] = button)} />
          )}
        </Panel>
        <Panel active={depth === 2}>
          {first && second && (
            <SubPanel category={second} parentName={first.name} onBack={back} onOpen={open(2)} backRef={(button) => (backButtons.current[2] = button)} />
          )}
        </Panel>
      </div>
    </nav>
  )
}
