/**
 * The page's largest picture is the one with fetchpriority="high" (routes/catalog/product-image.tsx). Until it has
 * been painted the browser fetches nothing else the page names: the scripts (which only make the page interactive)
 * and the icon masks' stylesheet start afterwards, and the sections below the fold (`below-fold`) are rendered, and
 * so fetch their pictures, only then (`data-painted` on <html>, `BELOW_FOLD_WAITS`). On a slow link none of them
 * shares the bandwidth with that picture. A page without such a picture starts them after its first frame; a
 * picture that takes longer than `SCRIPTS_WAIT_AT_MOST_MS` (or fails) does not hold them back any longer.
 *
 * The script's text is constant (the Content-Security-Policy allows it by its hash); what it loads comes from its
 * own data attributes: `data-entry` (the entry module), `data-modules` and `data-css` (space-separated URLs).
 */
export const SCRIPTS_WAIT_AT_MOST_MS = 2000

export const LOAD_AFTER_LARGEST_PAINT =
  '(function(){var d=document,s=d.currentScript.dataset,done=0;' +
  'function add(tag,props,parent){var e=d.createElement(tag);for(var k in props)e[k]=props[k];parent.appendChild(e)}' +
  'function list(v){return v?v.split(" "):[]}' +
  'function go(){if(done)return;done=1;d.documentElement.setAttribute("data-painted","");' +
  'list(s.css).forEach(function(h){add("link",{rel:"stylesheet",href:h},d.head)});' +
  'list(s.modules).forEach(function(h){add("link",{rel:"modulepreload",href:h},d.head)});' +
  'add("script",{type:"module",src:s.entry},d.body)}' +
  // two frames: the second begins once the frame with the picture has been produced
  'function painted(){requestAnimationFrame(function(){requestAnimationFrame(go)})}' +
  `setTimeout(go,${SCRIPTS_WAIT_AT_MOST_MS});` +
  'var i=d.querySelector("img[fetchpriority=high]");' +
  'if(!i||i.complete)painted();else{i.addEventListener("load",painted);i.addEventListener("error",go)}})()'

/**
 * Sections below the fold are skipped like `content-visibility: auto` does, but are not even rendered near the
 * viewport until the largest picture has been painted. Without scripts, `BELOW_FOLD_WITHOUT_SCRIPTS` (in <noscript>)
 * shows them at once.
 */
export const BELOW_FOLD_WAITS = 'html:not([data-painted]) .below-fold{content-visibility:hidden}'
export const BELOW_FOLD_WITHOUT_SCRIPTS = 'html:not([data-painted]) .below-fold{content-visibility:auto}'
