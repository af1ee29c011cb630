/**
 * Rich-HTML attacks both sanitisers must defuse (the server's on write, the app's before rendering), and what
 * must never be left in the cleaned HTML. Each keeps some harmless text so a test can see the rest survived.
 */
export const htmlAttacks: { name: string; html: string; keeps: string }[] = [
  { name: "script tag", html: `<p>Hello</p><script>alert(document.cookie)</script>`, keeps: "Hello" },
  { name: "img onerror", html: `<p>Pic</p><img src="/x.png" onerror="alert(1)">`, keeps: "Pic" },
  { name: "onclick on a paragraph", html: `<p onclick="alert(1)">Click</p>`, keeps: "Click" },
  { name: "javascript: link", html: `<a href="javascript:alert(1)">Go</a>`, keeps: "Go" },
  { name: "javascript: link with spaces and case", html: `<a href=" JaVaScRiPt:alert(1)">Go</a>`, keeps: "Go" },
  { name: "entity-encoded javascript: link", html: `<a href="&#106;avascript:alert(1)">Go</a>`, keeps: "Go" },
  {
    name: "data: link",
    html: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Go</a>`,
    keeps: "Go",
  },
  {
    name: "data: image",
    html: `<p>Img</p><img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
    keeps: "Img",
  },
  { name: "iframe", html: `<p>Frame</p><iframe src="https://evil.example"></iframe>`, keeps: "Frame" },
  { name: "style tag", html: `<style>body{display:none}</style><p>Styled</p>`, keeps: "Styled" },
  { name: "style attribute", html: `<p style="position:fixed;inset:0">Cover</p>`, keeps: "Cover" },
  { name: "svg onload", html: `<p>Svg</p><svg onload="alert(1)"><circle r="1"/></svg>`, keeps: "Svg" },
  {
    name: "form and input",
    html: `<form action="https://evil.example"><input name="pin"></form><p>Form</p>`,
    keeps: "Form",
  },
  { name: "protocol-relative image", html: `<p>Rel</p><img src="//evil.example/x.png">`, keeps: "Rel" },
  { name: "object embed", html: `<object data="x.swf"></object><embed src="x.swf"><p>Obj</p>`, keeps: "Obj" },
  {
    name: "meta refresh",
    html: `<meta http-equiv="refresh" content="0;url=https://evil.example"><p>Meta</p>`,
    keeps: "Meta",
  },
];

/** Anything of these in cleaned HTML is a failure (case-insensitive). */
export const forbiddenInClean = [
  /<script/i,
  /<iframe/i,
  /<style/i,
  /<svg/i,
  /<form/i,
  /<input/i,
  /<object/i,
  /<embed/i,
  /<meta/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /data:/i,
  /style\s*=/i,
  /src="\/\//i,
  /alert\(/i,
];
