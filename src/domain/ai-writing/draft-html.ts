const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Code fences some models wrap their answer in although asked not to. */
const FENCE = /^\s*```(?:html)?\s*\n?|\n?\s*```\s*$/g;

/**
 * The editor's HTML for what the model has written so far. The prompt asks for HTML; a model that
 * answers in plain text or Markdown-like lines still gets paragraphs and lists rather than one
 * run-on block. Whatever comes out is sanitized again before it is shown and when it is kept.
 */
export function draftHtmlOf(answer: string): string {
  const text = answer.replace(FENCE, '');
  if (/<(?:p|h[1-6]|ul|ol|li|strong|em|br)\b/i.test(text)) return text.trim();
  const blocks = text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return blocks
    .map((block) => {
      const lines = block.split('\n').map((l) => l.trim());
      if (lines.every((l) => /^[-*•]\s+/.test(l)))
        return `<ul>${lines.map((l) => `<li>${escapeHtml(l.replace(/^[-*•]\s+/, ''))}</li>`).join('')}</ul>`;
      const heading = /^#{1,6}\s+(.*)$/.exec(block);
      if (heading && lines.length === 1) return `<h3>${escapeHtml(heading[1] ?? '')}</h3>`;
      return `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
    })
    .join('');
}
