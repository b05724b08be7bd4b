/** The centred opening of an editorial page: eyebrow, the page's one h1, a gold rule and the lead. */
export function PageIntro({ eyebrow, title, lead }: { eyebrow: string; title: string; lead?: string }) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-4 font-serif text-4xl text-stone-900 sm:text-5xl">{title}</h1>
      <div className="mx-auto my-8 h-px w-16 bg-primary-400" aria-hidden="true" />
      {lead && <p className="text-lg leading-relaxed text-stone-700">{lead}</p>}
    </header>
  )
}
