/**
 * Finds the user-visible text written into the web's sources instead of a catalogue: JSX text, the
 * text attributes (title, aria-*, placeholder, alt, label), a toast's message, and string values of
 * the properties that name UI text in tables of labels. Parsed by Babel's parser, so comments, class
 * names and import paths never count.
 */
import { parse } from '@babel/parser';

export interface UserText {
  line: number;
  text: string;
}

interface Node {
  type: string;
  loc?: { start: { line: number } } | null;
  [key: string]: unknown;
}

const TEXT_ATTRIBUTES = new Set(['title', 'placeholder', 'alt', 'label', 'legend', 'aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription']);
const TEXT_PROPERTIES = new Set(['label', 'title', 'header', 'message', 'description', 'placeholder', 'tooltip', 'ariaLabel', 'emptyText', 'legend']);
/** A word of either language: digits, punctuation and symbols alone (×, —, 1/2) are not a message. */
const WORD = /[A-Za-z\u3131-\u318E\uAC00-\uD7A3]{2,}/;

/** A catalogue key written where a label's key is expected (`label: 'nav.home'`): not text. */
const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The literal texts an expression may produce: each branch of a conditional on its own. */
function literalTexts(node: unknown): string[] {
  if (!isNode(node)) return [];
  switch (node.type) {
    case 'StringLiteral':
      return [node.value as string];
    case 'TemplateLiteral':
      return [(node.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join(' ')];
    case 'JSXExpressionContainer':
      return literalTexts(node.expression);
    case 'ConditionalExpression':
      return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
    case 'LogicalExpression':
      return literalTexts(node.right);
    default:
      return [];
  }
}

function keyName(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'JSXIdentifier') return node.name as string;
  return null;
}

export function userTextIn(source: string, fileName: string): UserText[] {
  const plugins: ('typescript' | 'jsx')[] = fileName.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'];
  const ast = parse(source, { sourceType: 'module', plugins, errorRecovery: false });
  const found: UserText[] = [];
  const note = (node: Node, texts: string | string[]) => {
    for (const text of typeof texts === 'string' ? [texts] : texts) {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      if (WORD.test(trimmed) && !MESSAGE_KEY.test(trimmed)) found.push({ line: node.loc?.start.line ?? 0, text: trimmed });
    }
  };
  const visit = (node: Node, parent: Node | null) => {
    switch (node.type) {
      case 'JSXText':
        note(node, node.value as string);
        break;
      case 'JSXAttribute':
        if (TEXT_ATTRIBUTES.has(keyName(node.name) ?? '')) note(node, literalTexts(node.value));
        break;
      case 'JSXExpressionContainer':
        if (parent && (parent.type === 'JSXElement' || parent.type === 'JSXFragment')) note(node, literalTexts(node.expression));
        break;
      case 'ObjectProperty':
        if (TEXT_PROPERTIES.has(keyName(node.key) ?? '')) note(node, literalTexts(node.value));
        break;
      case 'CallExpression': {
        const callee = node.callee as Node;
        const name = callee.type === 'MemberExpression' ? keyName(callee.property) : keyName(callee);
        if (name === 'show' || name === 'alert') note(node, literalTexts((node.arguments as Node[])[0]));
        break;
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      if (Array.isArray(value)) for (const child of value) if (isNode(child)) visit(child, node);
      if (isNode(value)) visit(value, node);
    }
  };
  visit(ast.program as unknown as Node, null);
  return found;
}
