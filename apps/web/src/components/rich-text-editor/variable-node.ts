import { mergeAttributes, Node } from '@tiptap/core';

/**
 * A template variable inside the text: one atom that the editor shows as a chip and stores as
 * `<span data-variable="id">{{id}}</span>`, so the server (and the mail renderer) read the `{{id}}`.
 */
export const VariableNode = Node.create({
  name: 'variable',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      id: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-variable') ?? '',
        renderHTML: (attributes: { id: string }) => ({ 'data-variable': attributes.id }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-variable]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes), `{{${String(node.attrs.id)}}}`];
  },
  renderText({ node }) {
    return `{{${String(node.attrs.id)}}}`;
  },
});

/** Stored text with bare `{{id}}` placeholders (older bodies, typed ones) shown as chips too. */
export function withVariableChips(html: string): string {
  return html.replace(
    /(<span data-variable="[^"]*">)?\{\{\s*([A-Za-z0-9_.]+)\s*\}\}(<\/span>)?/g,
    (_match, _open, id: string) => `<span data-variable="${id}">{{${id}}}</span>`,
  );
}
