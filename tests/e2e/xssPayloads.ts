/**
 * XSS payloads for organiser HTML (tests/e2e/xss.spec.ts). Each one calls XSS(n) if it runs.
 * Sources: the OWASP filter evasion cheat sheet, PortSwigger's XSS cheat sheet, and the
 * published DOMPurify/mutation-XSS bypasses (namespace confusion, noscript/xmp re-parsing).
 */
export const XSS_PAYLOADS: string[] = [
  // script elements
  '<script>XSS(1)</script>',
  '<svg><script>XSS(2)</script></svg>',
  '<script src="data:text/javascript,XSS(3)"></script>',
  // event handlers
  '<img src=x onerror=XSS(4)>',
  '<svg onload=XSS(5)>',
  '<body onload=XSS(6)>',
  '<details open ontoggle=XSS(7)>d7</details>',
  '<video><source onerror=XSS(8)></video>',
  '<audio src=x onerror=XSS(9)></audio>',
  '<input autofocus onfocus=XSS(10)>',
  '<marquee onstart=XSS(11)>m11</marquee>',
  '<img src="x" onerror="&#88;SS(12)">',
  '<svg><animate onbegin=XSS(13) attributeName=x dur=1s></svg>',
  '<a id="f14" tabindex=1 onfocusin=XSS(14)>f14</a>',
  "<img src=x onerror=eval(atob('WFNTKDE1KQ=='))>",
  '<div onpointerenter=XSS(16) style="position:fixed;inset:0">p16</div>',
  '"><img src=x onerror=XSS(17)>',
  // javascript: and data: URLs
  '<a href="javascript:XSS(18)">link18</a>',
  '<a href="JaVaScRiPt:XSS(19)">link19</a>',
  '<a href="&#106;avascript:XSS(20)">link20</a>',
  '<a href="java&#x09;script:XSS(21)">link21</a>',
  '<a href="data:text/html,<script>XSS(22)</script>">link22</a>',
  '<form action="javascript:XSS(23)"><button>go23</button></form>',
  '<button formaction="javascript:XSS(24)">b24</button>',
  '<object data="javascript:XSS(25)"></object>',
  '<embed src="javascript:XSS(26)">',
  '<meta http-equiv="refresh" content="0;url=javascript:XSS(27)">',
  '<base href="javascript:XSS(28)//">',
  '<div style="background:url(javascript:XSS(29))">s29</div>',
  // frames and srcdoc
  '<iframe src="javascript:XSS(30)"></iframe>',
  '<iframe srcdoc="<script>parent.XSS(31)</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=parent.XSS(32)&gt;"></iframe>',
  // SVG
  '<svg><a xlink:href="javascript:XSS(33)"><text x="20" y="20">link33</text></a></svg>',
  '<svg><animate href=#a34 attributeName=href values=javascript:XSS(34) /><a id=a34><text x=20 ' +
    'y=20>link34</text></a></svg>',
  '<svg><foreignObject><img src=x onerror=XSS(35)></foreignObject></svg>',
  // mutation XSS (re-parsing differences)
  '<math><mtext><table><mglyph><style><img src=x onerror=XSS(36)>',
  '<noscript><p title="</noscript><img src=x onerror=XSS(37)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=XSS(38)>',
  '<svg></p><style><a id="</style><img src=1 onerror=XSS(39)>">',
  '<xmp><p title="</xmp><img src=x onerror=XSS(40)>">',
  '<math><mi><table><mglyph><svg><mtext><style><img src=x onerror=XSS(41)>',
  '<template><img src=x onerror=XSS(42)></template><style>@import "javascript:XSS(42)";</style>',
];
