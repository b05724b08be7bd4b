/** The round play symbol over a video poster; decorative, the surrounding control carries the name. */
export function PlayBadge({ size }: { size: 'large' | 'small' }) {
  const large = size === 'large'
  return (
    <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
      <span
        className={`flex items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-lg transition-transform group-hover:scale-110 ${large ? 'h-20 w-20' : 'h-14 w-14'}`}
      >
        <span className={`i-ph-play-fill ${large ? 'ml-1 text-4xl' : 'ml-0.5 text-2xl'}`} />
      </span>
    </span>
  )
}
