/** The shop's colour scales, shared by the storefront's and the back office's UnoCSS builds. */
/** A warm gold around #b8912f; 700 and darker pass 4.5:1 as text on white. */
export const gold = {
  50: '#fbf8ef',
  100: '#f5edd6',
  200: '#ead9ab',
  300: '#dec27a',
  400: '#d1aa52',
  500: '#b8912f',
  600: '#9a7526',
  700: '#7d5d20',
  800: '#654a1e',
  900: '#533d1c',
  950: '#2f210d',
}
export const blue = {
  50: '#f0f5fb',
  100: '#dde8f5',
  200: '#c2d6ed',
  300: '#98bbe0',
  400: '#6898d0',
  500: '#467ac2',
  600: '#3561a7',
  700: '#2d4f88',
  800: '#294471',
  900: '#263a5e',
  950: '#1a253e',
}
export const stone = {
  50: '#fafaf9',
  100: '#f5f5f4',
  200: '#e7e5e4',
  300: '#d6d3d1',
  400: '#a8a29e',
  500: '#78716c',
  600: '#57534e',
  700: '#44403c',
  800: '#292524',
  900: '#1c1917',
  950: '#0c0a09',
}
