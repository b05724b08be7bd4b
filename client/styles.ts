// The page's stylesheet (UnoCSS) as an entry of its own, which the worker inlines into every page's <head>.
// No script chunk carries it: a chunk with a stylesheet makes every lazy import() of it (or of a chunk that
// imports it) go through Vite's preload helper, which ships in the importing chunk and would link the inlined
// stylesheet a second time.
import 'virtual:uno.css'
