// The icon masks (UnoCSS preset-icons, layer "icons") as a stylesheet of their own, so the page's
// render-blocking CSS carries no icon data; the worker links it without blocking the first paint.
// Its data: URLs become views of one SVG sprite at build time (client/build/icon-sprite-plugin.ts).
import 'uno:icons.css'
