// One chunk for the header's parts that phones do not show (desktop-header.tsx loads it).
export { CategoryNav } from './category-nav'
export { CountrySelector } from './country-selector'
