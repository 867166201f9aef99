import { cdata, escapeXmlAttribute, escapeXmlText } from './xml-text';

/**
 * A small string builder for the feeds: element names and attribute names are constants of our own
 * code; every value goes through the escaping of xml-text.ts. Content is either escaped text, a CDATA
 * section, or child elements already built by this writer.
 */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export type XmlAttributes = Readonly<Record<string, string>>;

/** Serialized markup produced by this writer (a branded string, so raw text cannot slip in unescaped). */
export type Markup = string & { readonly __markup: true };

const NAME = /^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?$/;

function attributes(attrs: XmlAttributes | undefined): string {
  if (!attrs) return '';
  return Object.entries(attrs)
    .map(([name, value]) => {
      if (!NAME.test(name)) throw new Error(`invalid XML attribute name: ${name}`);
      return ` ${name}="${escapeXmlAttribute(value)}"`;
    })
    .join('');
}

/** `<name attrs>children</name>`; children are markup from `element`, `text` or `cdataText`. */
export function element(name: string, children: Markup | readonly Markup[] = [], attrs?: XmlAttributes): Markup {
  if (!NAME.test(name)) throw new Error(`invalid XML element name: ${name}`);
  const content = typeof children === 'string' ? children : children.join('');
  return `<${name}${attributes(attrs)}>${content}</${name}>` as Markup;
}

export const text = (value: string): Markup => escapeXmlText(value) as Markup;

export const cdataText = (value: string): Markup => cdata(value) as Markup;

/** A processing instruction such as `xml-stylesheet`; its data must not contain `?>`. */
export function processingInstruction(target: string, attrs: XmlAttributes): Markup {
  const data = attributes(attrs).trim();
  if (data.includes('?>')) throw new Error('processing instruction data must not contain ?>');
  return `<?${target} ${data}?>` as Markup;
}

/** A whole document: declaration, optional processing instructions, the root element, a final newline. */
export const xmlDocument = (root: Markup, prolog: readonly Markup[] = []): string => `${[XML_DECLARATION, ...prolog, root].join('\n')}\n`;
