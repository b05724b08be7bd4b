/** Where the build writes one SVG per country from @iconify-json/circle-flags (client/build/flags-plugin.ts). */
const flagSrc = (country: string) => `/assets/flags/${country.toLowerCase()}.svg`

/** A round flag; decorative, because the country's name always stands next to it. */
export function Flag({ country, size = 20, className = '' }: { country: string; size?: number; className?: string }) {
  return (
    <img
      src={flagSrc(country)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-full shadow-[0_0_0_1px_rgba(28,25,23,0.08)] ${className}`}
    />
  )
}
