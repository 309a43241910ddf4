import createDOMPurify from 'dompurify';
import { Marked, type RendererObject } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Where a link may lead: the web and e-mail, never `javascript:`, `data:` or a relative path. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const renderer: RendererObject = {
  // HTML typed in a card is shown as typed, never rendered.
  html: ({ text }) => escapeHtml(text),
  // Headings sit under the dialog's own (h2 title, h3 section): `#` is an h4, and so on.
  heading({ tokens, depth }) {
    const level = Math.min(depth + 3, 6);
    return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>`;
  },
  // An image would load from anyone's server as soon as the card opens: it is a link instead.
  image: ({ href, text }) => `<a href="${escapeHtml(href)}">${escapeHtml(text || href)}</a>`,
};

// `breaks`: a line break typed in a comment stays one, as in the plain text shown before.
const marked = new Marked({ gfm: true, breaks: true, async: false, renderer });

const purify = createDOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (!SAFE_HREF.test(href)) {
    node.removeAttribute('href');
    return;
  }
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

const ALLOWED_TAGS = [
  ...['p', 'br', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'hr', 'a'],
  ...['ul', 'ol', 'li', 'h4', 'h5', 'h6'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
];

/**
 * Markdown (GitHub's flavour) as sanitised HTML: no raw HTML, no images, no scripts or event
 * handlers, links only to http(s) and mailto, opening in a new tab without access to this one.
 */
export function markdownToHtml(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title', 'start', 'align', 'target', 'rel'],
  });
}
