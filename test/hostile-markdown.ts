/**
 * The project's own hostile inputs for the Markdown renderer, written by its authors so that a
 * clone without ../shared/data still proves the sanitizer. Each is Markdown (raw HTML allowed).
 */
export interface HostileCase {
  id: string;
  payload: string;
}

export const HOSTILE_MARKDOWN: HostileCase[] = [
  { id: 'img-onerror', payload: '<img src=x onerror="alert(1)">' },
  { id: 'svg-onload', payload: '<svg onload=alert(1)><circle r=5 /></svg>' },
  { id: 'body-onload-mixed-case', payload: '<BoDy OnLoAd=alert(1)>text' },
  {
    id: 'details-ontoggle',
    payload: '<details open ontoggle=alert(1)><summary>x</summary></details>',
  },
  { id: 'md-link-javascript', payload: '[click](javascript:alert(1))' },
  { id: 'md-link-vbscript', payload: '[click](vbscript:msgbox(1))' },
  {
    id: 'md-link-data-html',
    payload: '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  },
  { id: 'md-image-javascript', payload: '![x](javascript:alert(1))' },
  { id: 'md-reference-link-javascript', payload: '[click][evil]\n\n[evil]: javascript:alert(1)' },
  { id: 'md-autolink-javascript', payload: '<javascript:alert(1)>' },
  {
    id: 'html-link-javascript-entities',
    payload:
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  },
  {
    id: 'html-link-javascript-hex-entities',
    payload: '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>',
  },
  { id: 'html-link-javascript-tab', payload: '<a href="java\tscript:alert(1)">x</a>' },
  {
    id: 'html-link-javascript-newline-entity',
    payload: '<a href="java&#10;script:alert(1)">x</a>',
  },
  { id: 'html-link-leading-space-control', payload: '<a href=" &#14; javascript:alert(1)">x</a>' },
  { id: 'html-link-vbscript', payload: '<a href="VBScript:msgbox(1)">x</a>' },
  {
    id: 'html-link-data-html',
    payload: '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  },
  {
    id: 'img-src-data-svg',
    payload: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  },
  {
    id: 'img-srcset',
    payload: '<img src="/ok.png" srcset="javascript:alert(1) 1x, data:text/html,x 2x">',
  },
  { id: 'iframe-srcdoc', payload: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { id: 'iframe-javascript', payload: '<iframe src="javascript:alert(1)"></iframe>' },
  {
    id: 'object-embed',
    payload: '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  },
  {
    id: 'form-formaction',
    payload:
      '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button><input type="submit" formaction="javascript:alert(1)"></form>',
  },
  {
    id: 'style-expression',
    payload:
      '<p style="background:url(javascript:alert(1));width:expression(alert(1))">x</p><style>@import "javascript:alert(1)";</style>',
  },
  {
    id: 'meta-refresh',
    payload: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  },
  { id: 'base-href', payload: '<base href="javascript:alert(1)//">[relative](/x)' },
  {
    id: 'link-import',
    payload: '<link rel="import" href="data:text/html,<script>alert(1)</script>">',
  },
  {
    id: 'math-href',
    payload:
      '<math><mi xlink:href="javascript:alert(1)">x</mi><maction actiontype="statusline" xlink:href="javascript:alert(1)">y</maction></math>',
  },
  {
    id: 'svg-animate-href',
    payload:
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">x</text></a></svg>',
  },
  {
    id: 'svg-use-data',
    payload: '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>',
  },
  { id: 'mxss-noscript', payload: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">' },
  {
    id: 'mxss-svg-style',
    payload: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  },
  {
    id: 'mxss-math-mglyph',
    payload:
      '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  },
  {
    id: 'mxss-template',
    payload:
      '<template><img src=x onerror=alert(1)></template><textarea></textarea><img src=x onerror=alert(2)>',
  },
  {
    id: 'nested-md-in-html',
    payload: '<div>\n\n[x](javascript:alert(1)) and <span onclick="alert(1)">*hi*</span>\n\n</div>',
  },
  {
    id: 'md-link-title-breakout',
    payload: '[x](https://example.com "a\\" onmouseover=\\"alert(1)")',
  },
  { id: 'md-image-alt-breakout', payload: '![" onerror="alert(1)](x.png)' },
  { id: 'code-fence-lang-breakout', payload: '```"><img src=x onerror=alert(1)>\ncode\n```' },
  {
    id: 'dom-clobber-id',
    payload:
      '<img id="cookie" src="/a.png"><a id="location" href="/x">a</a><form name="body"></form>',
  },
  {
    id: 'dom-clobber-name',
    payload: '<a name="getElementById">x</a><img name="createElement" src="/a.png">',
  },
  { id: 'script-tag', payload: 'Before <script>alert(1)</script> after' },
  { id: 'script-split', payload: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  {
    id: 'a-target-opener',
    payload: '<a href="https://evil.example" target="_self" rel="opener">x</a>',
  },
  {
    id: 'data-and-aria-attrs',
    payload: '<div data-bind="alert(1)" aria-describedby="x" is="x-evil">x</div>',
  },
];
