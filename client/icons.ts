// The icon masks (UnoCSS preset-icons, layer "icons") as a stylesheet of their own, so the page's
// render-blocking CSS carries no icon data; the worker links it without blocking the first paint.
import 'uno:icons.css'
