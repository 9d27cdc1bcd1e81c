/**
 * What organiser HTML may contain: DOMPurify's html profile (its tag and attribute lists, with
 * `target` added and `style` and `form` elements removed, as in our DOMPurify call), written out
 * so that the browser's own HTML Sanitizer can apply the same rules without DOMPurify. The
 * browser's setHTML/parseHTML still remove anything that runs script (script elements, event
 * handler attributes, javascript: URLs) whatever this list says.
 */
const ELEMENTS = `a abbr acronym address area article aside audio b bdi bdo big blink blockquote br button canvas
caption center cite code col colgroup data datalist dd del details dfn dialog dir div dl dt em fieldset figcaption
figure font footer h1 h2 h3 h4 h5 h6 header hgroup hr i img input ins kbd label legend li main map mark marquee menu
menuitem meter nav nobr ol optgroup option output p picture pre progress q rp rt ruby s samp search section select
small source spacer span strike strong sub summary sup table tbody td textarea tfoot th thead time tr track tt u ul
var video wbr`;

const ATTRIBUTES = `accept action align alt autocapitalize autocomplete autopictureinpicture autoplay background
bgcolor border capture cellpadding cellspacing checked cite class clear color cols colspan controls controlslist
coords crossorigin datetime decoding default dir disabled disablepictureinpicture disableremoteplayback download
draggable enctype enterkeyhint face for headers height hidden high href hreflang id inert inputmode ismap kind label
lang list loading loop low max maxlength media method min minlength multiple muted name noshade novalidate nowrap
open optimum pattern placeholder playsinline poster preload pubdate radiogroup readonly rel required rev reversed
role rows rowspan spellcheck scope selected shape size sizes span srclang start src srcset step style summary
tabindex target title translate type usemap valign value width wrap`;

// DOMPurify lets every aria-* attribute through; the browser's list needs them by name.
const ARIA = `activedescendant atomic autocomplete braillelabel brailleroledescription busy checked colcount
colindex colindextext colspan controls current describedby description details disabled errormessage expanded
flowto haspopup hidden invalid keyshortcuts label labelledby level live modal multiline multiselectable orientation
owns placeholder posinset pressed readonly relevant required roledescription rowcount rowindex rowindextext rowspan
selected setsize sort valuemax valuemin valuenow valuetext`;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

export const HTML_ALLOW_LIST = {
  // html, head and body hold the parsed document (Document.parseHTML); only body's children are used.
  elements: ['html', 'head', 'body', ...words(ELEMENTS)],
  attributes: [...words(ATTRIBUTES), ...words(ARIA).map((name) => `aria-${name}`)],
  // DOMPurify drops a forbidden form but keeps what is inside it.
  replaceWithChildrenElements: ['form'],
  dataAttributes: true,
  comments: false,
};
