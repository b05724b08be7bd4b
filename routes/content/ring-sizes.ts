/**
 * German ring sizes are the inner circumference in mm; the diameter is circumference / π.
 * US sizes grow by 2.55 mm of circumference from US 0 at 36.5 mm (rounded to the nearest half size).
 */
export const RING_SIZES = Array.from({ length: 25 }, (_, index) => 44 + index).map((size) => ({
  size,
  diameter: size / Math.PI,
  us: Math.round(((size - 36.5) / 2.55) * 2) / 2,
}))
