/**
 * The page's largest picture is the one with fetchpriority="high" (routes/catalogue/product-image.tsx). Until it has
 * been painted the browser fetches nothing else the page names: the scripts (which only make the page interactive),
 * the whole stylesheet and the icon masks' stylesheet start afterwards, and so do the other pictures of a grid or of
 * the product gallery (`pictures-wait`), though lazy ones near the viewport would load at once. On a slow link none of them shares
 * the bandwidth with that picture. A page without such a picture starts them after its first frame; a picture that
 * takes longer than `SCRIPTS_WAIT_AT_MOST_MS` (or fails) does not hold them back any longer. `data-painted` on <html>
 * marks that moment.
 *
 * The page inlines only the rules of its first paint (worker/ssr/critical-css.ts), which leaves out the insides of the
 * sections the first paint never shows: those below the fold (`below-fold`, which are then skipped while off screen
 * like `content-visibility: auto` does) and those after them (`styled-later`). They are rendered, and so fetch their
 * pictures, once the whole stylesheet has loaded (or failed): `data-styled` on <html>.
 *
 * The script's text is constant (the Content-Security-Policy allows it by its hash); what it loads comes from its
 * own data attributes: `data-entry` (the entry module), `data-modules`, `data-css` (the whole stylesheets, waited for)
 * and `data-later-css` (space-separated URLs).
 */
const SCRIPTS_WAIT_AT_MOST_MS = 2000

const STYLED = 'data-styled'
const PAINTED = 'data-painted'
/** The class of a list whose lazy pictures wait for the largest one (product and video grids, the product gallery). */
const PICTURES_WAIT = 'pictures-wait'
/** The class of the sections below the fold (a shortcut of uno.config.ts): they wait for the whole stylesheet. */
const BELOW_FOLD = 'below-fold'
/** The class of a section the first paint never shows that is not skipped off screen: it waits for the whole stylesheet too. */
const STYLED_LATER = 'styled-later'
/** The sections whose insides the first paint leaves to the whole stylesheet. */
export const WAIT_FOR_WHOLE_STYLESHEET = [BELOW_FOLD, STYLED_LATER]

export const LOAD_AFTER_LARGEST_PAINT =
  '(function(){var d=document,s=d.currentScript.dataset,wait=1,done;' +
  'function add(tag,props){var e=d.createElement(tag);Object.assign(e,props);(tag=="script"?d.body:d.head).appendChild(e)}' +
  'function each(v,f){v&&v.split(" ").forEach(f)}' +
  `function styled(){--wait||d.documentElement.setAttribute("${STYLED}","")}` +
  `function go(){if(done)return;done=1;d.documentElement.setAttribute("${PAINTED}","");` +
  'each(s.css,function(h){wait++;add("link",{rel:"stylesheet",href:h,onload:styled,onerror:styled})});styled();' +
  'each(s.laterCss,function(h){add("link",{rel:"stylesheet",href:h})});' +
  'each(s.modules,function(h){add("link",{rel:"modulepreload",href:h})});' +
  'add("script",{type:"module",src:s.entry})}' +
  // two frames: the second begins once the frame with the picture has been produced
  'function painted(){requestAnimationFrame(function(){requestAnimationFrame(go)})}' +
  `setTimeout(go,${SCRIPTS_WAIT_AT_MOST_MS});` +
  'var i=d.querySelector("img[fetchpriority=high]");' +
  'if(!i||i.complete)painted();else{i.addEventListener("load",painted);i.addEventListener("error",go)}})()'

/**
 * What waits, and without scripts (`WAITING_RULES_WITHOUT_SCRIPTS`, in <noscript> beside the whole stylesheet's
 * render-blocking link) does not: the sections below the fold are skipped off screen at once, those after them shown.
 */
export const WAITING_RULES =
  `html:not([${STYLED}]) :is(.${BELOW_FOLD},.${STYLED_LATER}){content-visibility:hidden}` +
  `html:not([${PAINTED}]) .${PICTURES_WAIT} img[loading=lazy]{display:none}`
export const WAITING_RULES_WITHOUT_SCRIPTS =
  `html:not([${STYLED}]) .${BELOW_FOLD}{content-visibility:auto}html:not([${STYLED}]) .${STYLED_LATER}{content-visibility:visible}` +
  `html:not([${PAINTED}]) .${PICTURES_WAIT} img[loading=lazy]{display:block}`
