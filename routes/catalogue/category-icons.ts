/**
 * Icons a category may name in its metadata (`i-ph-…`): the storefront's stylesheet carries exactly these
 * (class names from data are invisible to the extractor), and the back office offers exactly these.
 */
export const CATEGORY_ICONS = [
  'diamond', 'circle', 'heart', 'sparkle', 'crown', 'star', 'gift', 'ruler', 'hand-heart', 'link', 'pentagon',
  'drop', 'infinity', 'medal', 'sun', 'moon', 'flower', 'seal-check', 'shooting-star',
  // the seed's categories and their children, and a few more a jeweller's shop reaches for
  'circle-notch', 'link-simple', 'star-four', 'circle-dashed', 'circles-three', 'dots-three-circle', 'drop-half',
  'circle-half', 'pencil-ruler', 'diamonds-four', 'watch', 'hourglass', 'flower-lotus', 'butterfly', 'clover',
  'heart-straight', 'hexagon', 'octagon', 'sketch-logo', 'tag', 'percent', 'baby', 'users', 'user',
]
