import { LAST_PAGE_LOCALE_KEY } from "./rules/locale.js";

/**
 * Taps before hydration (issue 23). The server puts this script inline in every page's head
 * (plugins/ssr.ts; the CSP lets it in by its hash, plugins/security.ts), so it runs before the
 * app's code has come. Until React has taken over (the html element's data-hydrated mark,
 * app/hydration-mark.ts):
 * - a tap on a button that only works with the script (`data-replay`) is kept, once, and the
 *   button says it is busy (aria-busy); when the mark comes, the button is clicked again, now
 *   with its handler, unless it has left the page;
 * - a change in a filter form (`data-submit-on-change`, a real GET form) submits it, so the server
 *   renders the filtered page.
 * It also notes the page's language for the offline page (LAST_PAGE_LOCALE_KEY), so a page whose
 * script never came (a dropped connection) still counts as the last page seen.
 * The whole mechanism is here, none of it in the app's first-load JavaScript. Plain ES5 in a
 * string: it is not bundled, and its bytes are what the CSP hash is of.
 */
export const TAP_REPLAY_SCRIPT =
  "(function(){" +
  'var d=document,h=d.documentElement,q=window.__tsaTaps=[],H="data-hydrated",B="aria-busy";' +
  `try{localStorage.setItem("${LAST_PAGE_LOCALE_KEY}",h.lang)}catch(e){}` +
  "function early(){return !h.hasAttribute(H)}" +
  'd.addEventListener("click",function(e){' +
  "if(!early()||!(e.target instanceof Element))return;" +
  'var b=e.target.closest("[data-replay]");if(!b)return;' +
  "e.preventDefault();e.stopImmediatePropagation();" +
  'if(q.indexOf(b)<0)q.push(b);b.setAttribute(B,"true")' +
  "},true);" +
  'd.addEventListener("change",function(e){' +
  "var f=e.target&&e.target.form;" +
  'if(early()&&f&&f.hasAttribute("data-submit-on-change")){if(f.requestSubmit)f.requestSubmit();else f.submit()}' +
  "},true);" +
  "var o=new MutationObserver(function(){" +
  "if(early())return;o.disconnect();" +
  "q.splice(0).forEach(function(b){b.removeAttribute(B);if(b.isConnected)b.click()})" +
  "});o.observe(h,{attributes:true,attributeFilter:[H]})" +
  "})();";
