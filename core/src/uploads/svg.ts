import type { CssNode } from 'css-tree';
// The parser and walker alone: the package's root also loads the lexer's syntax data (hundreds of
// kB, read from JSON at run time), which the API's Lambda bundle cannot carry and a check never needs.
import parseCss from 'css-tree/parser';
import walkCss from 'css-tree/walker';
import { SaxesParser } from 'saxes';

/**
 * An SVG is served back from our own origin, so it is kept only when every part of it is known to
 * be inert: parsed as namespaced XML (saxes), every element and attribute on a short allow-list of
 * drawing parts, every piece of CSS (the `<style>` element, `style=""`, presentation attributes)
 * parsed (css-tree) and made only of allowed properties and functions, and no reference to anything
 * outside the file. Refused rather than cleaned: a logo needs none of the rest, and a file that
 * carries it was not made innocently.
 */

export type SvgVerdict = { ok: true } | { ok: false; reason: string };

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/**
 * What a logo or a banner is drawn with: shapes, text, gradients, patterns, clips, masks, markers,
 * `<use>` of a local symbol, a `<style>` of classes (as Illustrator writes) and the filter primitives
 * of a drop shadow. Left out: anything that runs, embeds, links or animates (script, foreignObject,
 * a, image, feImage, animate, set, …) and everything outside SVG's namespace (Inkscape's and
 * sodipodi's editor data: an Inkscape "plain SVG" export has none).
 */
const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'title', 'desc', 'symbol', 'use', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feGaussianBlur', 'feOffset', 'feFlood', 'feComposite', 'feMerge', 'feMergeNode', 'feColorMatrix', 'feBlend', 'feDropShadow',
]);

/** Elements whose purpose is to run script or show another document, named as such when refused. */
const SCRIPTING_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'audio', 'video', 'handler', 'listener', 'html', 'body', 'frame', 'frameset', 'meta', 'link', 'base', 'form']);
const ANIMATION_ELEMENTS = new Set(['animate', 'set', 'animatemotion', 'animatetransform', 'animatecolor', 'discard', 'mpath']);

/** Properties a drawing is styled with, both as CSS declarations and as presentation attributes. */
const PROPERTIES = new Set([
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit',
  'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity', 'opacity', 'color', 'display', 'visibility', 'overflow',
  'clip-path', 'clip-rule', 'mask', 'filter', 'stop-color', 'stop-opacity', 'flood-color', 'flood-opacity', 'lighting-color',
  'marker', 'marker-start', 'marker-mid', 'marker-end', 'paint-order', 'vector-effect', 'shape-rendering', 'text-rendering',
  'color-interpolation', 'color-interpolation-filters', 'color-rendering', 'image-rendering', 'mix-blend-mode', 'isolation',
  'font', 'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch', 'font-size-adjust',
  'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'letter-spacing', 'word-spacing',
  'text-decoration', 'writing-mode', 'direction', 'unicode-bidi', 'line-height', 'white-space',
  'transform', 'transform-origin', 'transform-box', 'enable-background',
]);

/** Attributes of geometry and structure; their values are numbers, lists and local names, never fetched. */
const GEOMETRY_ATTRIBUTES = new Set([
  'id', 'class', 'style', 'version', 'baseProfile', 'viewBox', 'preserveAspectRatio', 'width', 'height', 'x', 'y',
  'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'd', 'points', 'pathLength', 'offset',
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternContentUnits', 'patternTransform',
  'clipPathUnits', 'maskUnits', 'maskContentUnits', 'markerUnits', 'markerWidth', 'markerHeight', 'refX', 'refY', 'orient',
  'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing', 'side',
  'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4',
  'values', 'type', 'media', 'lang',
]);

/** Element-specific meanings of attributes also listed above, narrowed where they could pull something in. */
const ATTRIBUTE_SCOPE: Record<string, ReadonlySet<string>> = {
  values: new Set(['feColorMatrix']),
  type: new Set(['feColorMatrix', 'style']),
  media: new Set(['style']),
};

/** CSS functions that only compute a colour, a length or a transform. */
const CSS_FUNCTIONS = new Set([
  'rgb', 'rgba', 'hsl', 'hsla', 'calc',
  'matrix', 'translate', 'translatex', 'translatey', 'scale', 'scalex', 'scaley', 'rotate', 'skew', 'skewx', 'skewy',
]);

/** A reference to an element of the same file: `#id`, nothing before the hash, nothing that could end it. */
const LOCAL_REFERENCE = /^#[A-Za-z_][\w.:-]*$/;

/**
 * The one document type a real file carries: Illustrator's "Save As SVG 1.1" writes SVG's own public
 * identifier. No internal subset (where entities are declared), and a browser never fetches the DTD.
 */
const SVG_DOCTYPE = /^\s*svg\s+PUBLIC\s+"-\/\/W3C\/\/DTD SVG 1\.[01]( Tiny| Basic)?\/\/EN"\s+"http:\/\/www\.w3\.org\/(Graphics\/SVG\/1\.1\/DTD\/svg11(-tiny|-basic)?\.dtd|TR\/2001\/REC-SVG-20010904\/DTD\/svg10\.dtd)"\s*$/;

class Refused extends Error {}

const carries = (what: string): never => {
  throw new Refused(`The SVG file carries ${what}.`);
};

/** Judges the text of an SVG file (already decoded from UTF-8). */
export function inspectSvgText(text: string): SvgVerdict {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let rootSeen = false;
  let rootClosed = false;
  let depth = 0;
  let styleText: string[] | null = null;

  parser.on('xmldecl', (decl) => {
    // A browser honours a declared encoding, and some (ISO-2022-JP) can turn what we read as text into markup.
    if (decl.encoding !== undefined && !/^utf-?8$/i.test(decl.encoding)) throw new Refused('The SVG file is not encoded as UTF-8.');
  });
  parser.on('doctype', (doctype) => {
    if (!SVG_DOCTYPE.test(doctype)) carries('a document type declaration');
  });
  parser.on('processinginstruction', (pi) => carries(pi.target.toLowerCase() === 'xml-stylesheet' ? 'a stylesheet instruction' : 'a processing instruction'));
  parser.on('opentag', (tag) => {
    if (!rootSeen) {
      if (tag.uri !== SVG_NS || tag.local !== 'svg') throw new Refused('The file is not a PNG, JPEG, SVG or PDF.');
      rootSeen = true;
    }
    depth += 1;
    checkElement(tag.uri, tag.local, tag.name);
    for (const attribute of Object.values(tag.attributes)) checkAttribute(tag.local, attribute.uri, attribute.local, attribute.name, attribute.value);
    if (tag.local === 'style') styleText = [];
  });
  const collect = (chunk: string) => {
    if (styleText !== null) styleText.push(chunk);
  };
  parser.on('text', collect);
  parser.on('cdata', collect);
  parser.on('closetag', (tag) => {
    if (tag.local === 'style' && styleText !== null) {
      checkCss(styleText.join(''), 'stylesheet');
      styleText = null;
    }
    depth -= 1;
    if (depth === 0) rootClosed = true;
  });

  try {
    parser.write(text);
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    return { ok: false, reason: 'The SVG file is not well-formed XML.' };
  }
  try {
    parser.close();
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    // Everything written was well-formed; what is missing is the end.
    return { ok: false, reason: 'The SVG file is incomplete.' };
  }
  if (!rootSeen || !rootClosed) return { ok: false, reason: 'The SVG file is incomplete.' };
  return { ok: true };
}

function checkElement(uri: string, local: string, name: string): void {
  const lower = local.toLowerCase();
  if (SCRIPTING_ELEMENTS.has(lower)) carries('an element that can run script or embed a document');
  if (ANIMATION_ELEMENTS.has(lower)) carries('an animation');
  if (uri !== SVG_NS) carries(`an element from outside SVG (${name})`);
  if (lower === 'a') carries('a link to another resource');
  if (lower === 'image' || lower === 'feimage') carries('an embedded image');
  if (!ELEMENTS.has(local)) carries(`an element a drawing does not need (${name})`);
}

function checkAttribute(element: string, uri: string, local: string, name: string, value: string): void {
  if (/^on/i.test(local)) carries('an event handler attribute');
  // Declaring a prefix does nothing by itself; what is declared in it is checked element by element.
  if (uri === XMLNS_NS || (uri === '' && local === 'xmlns')) return;
  if (uri === XML_NS) {
    if (local === 'space' || local === 'lang') return;
    carries(`an attribute a drawing does not need (${name})`);
  }
  if (local === 'href' && (uri === '' || uri === XLINK_NS)) {
    if (!LOCAL_REFERENCE.test(value)) carries(/^\s*(javascript|vbscript|data):/i.test(value) ? 'a script or data URL' : 'a link to another resource');
    return;
  }
  if (uri !== '') carries(`an attribute from outside SVG (${name})`);
  if (local === 'style') return checkCss(value, 'declarationList');
  if (PROPERTIES.has(local)) {
    // Presentation attributes are read by the browser's CSS parser: the same rules as a stylesheet.
    if (local !== 'transform') checkCss(value, 'value');
    return;
  }
  const scope = ATTRIBUTE_SCOPE[local];
  if (GEOMETRY_ATTRIBUTES.has(local) && (scope === undefined || scope.has(element))) {
    if (local === 'type' && element === 'style' && value.trim().toLowerCase() !== 'text/css') carries('a stylesheet in another language');
    return;
  }
  carries(`an attribute a drawing does not need (${name})`);
}

function checkCss(text: string, context: 'stylesheet' | 'declarationList' | 'value'): void {
  // A logo has no need of CSS escapes, and refusing them all leaves nothing to decode into `@import` or `url(`.
  if (text.includes('\\')) carries('an escaped stylesheet');
  let unreadable = false;
  const ast = parseCss(text, {
    context,
    parseValue: true,
    parseCustomProperty: true,
    onParseError: () => {
      unreadable = true;
    },
  });
  if (unreadable) carries('a stylesheet that cannot be read');
  walkCss(ast, (node: CssNode) => {
    switch (node.type) {
      case 'Atrule':
        carries(node.name.toLowerCase() === 'import' ? 'a stylesheet import' : `a stylesheet rule a drawing does not need (@${node.name})`);
        break;
      case 'Url':
        if (!LOCAL_REFERENCE.test(node.value)) carries(/^\s*(javascript|vbscript|data):/i.test(node.value) ? 'a script or data URL' : 'a reference to another resource');
        break;
      case 'Function':
        if (!CSS_FUNCTIONS.has(node.name.toLowerCase())) carries(`a style function a drawing does not need (${node.name})`);
        break;
      case 'Declaration':
        if (!PROPERTIES.has(node.property.toLowerCase())) carries(`a style property a drawing does not need (${node.property})`);
        break;
      case 'Raw':
        carries('a stylesheet that cannot be read');
        break;
      default:
        break;
    }
  });
}
