// One Studio operation applied to a YAML file through the `yaml` package's document API: comments,
// key order and the style of untouched nodes stay in the document; minimal-text.ts then keeps the
// untouched lines byte for byte.
import type { StudioOperation } from '@meridian/contracts/studio';
import {
  isCollection,
  isMap,
  isNode,
  isScalar,
  isSeq,
  parseDocument,
  visit,
  type Document,
  type Node,
  type ToStringOptions,
} from 'yaml';
import { flowSpacingOf, respaceFlow } from './flow-spacing.ts';
import { mergeEdit } from './minimal-text.ts';

const FORMAT: ToStringOptions = { lineWidth: 0, flowCollectionPadding: true };

export class StudioEditError extends Error {}

function parse(text: string): Document.Parsed {
  const document = parseDocument(text, { uniqueKeys: true });
  if (document.errors.length > 0) {
    throw new StudioEditError(`the file has YAML errors: ${document.errors[0]?.message.split('\n')[0] ?? ''}`);
  }
  return document;
}

function sequenceAt(document: Document, path: readonly (string | number)[]) {
  const node: unknown = path.length === 0 ? document.contents : document.getIn(path, true);
  return isSeq(node) ? node : null;
}

const isPlainList = (node: unknown) => isSeq(node) && node.items.length > 0 && node.items.every(isScalar);

/** Whether the file writes its lists of plain values in flow style (`tours: [a, b]`) more often than not. */
function plainListsFlow(document: Document): boolean {
  let flow = 0;
  let block = 0;
  visit(document, {
    Seq(_key, seq) {
      if (isPlainList(seq)) {
        if (seq.flow) flow++;
        else block++;
      }
    },
  });
  return flow > block;
}

/** A list of numbers only: a position `[lng, lat]`, a size, a bounding box. */
const isNumberList = (node: unknown) =>
  isSeq(node) && node.items.length > 0 && node.items.every((item) => isScalar(item) && typeof item.value === 'number');

/**
 * A new node, its lists of plain values written as the file writes them (a moved group's `tours: [a]`).
 * A list of numbers is always one line: a polygon's ring is then one position per line (`- [lng, lat]`),
 * so moving a corner later changes its own line, never `- - -79.38` over two.
 */
function newNode(document: Document, value: unknown, flow: boolean): Node {
  // No anchors: a value repeated (a ring's first and closing position) is written out twice.
  const node = document.createNode(value, { flow, aliasDuplicateObjects: false });
  const plainFlow = !flow && plainListsFlow(document);
  visit(node, {
    Seq(_key, seq) {
      if (isNumberList(seq) || (plainFlow && isPlainList(seq))) seq.flow = true;
    },
  });
  return node;
}

/** A new item written like its siblings: a flow map among flow maps, a block map among block ones. */
function createLike(document: Document, siblings: readonly unknown[], value: unknown): Node {
  const last = siblings.at(-1);
  return newNode(document, value, isCollection(last) ? last.flow === true : false);
}

function apply(document: Document, operation: StudioOperation): void {
  const { path } = operation;
  switch (operation.op) {
    case 'set': {
      if (path.length === 0) throw new StudioEditError('set needs a path');
      const parentPath = path.slice(0, -1);
      const parent: unknown = parentPath.length === 0 ? document.contents : document.getIn(parentPath, true);
      const last = path.at(-1);
      if (isSeq(parent) && typeof last === 'number' && last > parent.items.length) {
        throw new StudioEditError(`no item ${last} in the list`);
      }
      if ((isMap(parent) || isSeq(parent)) && typeof operation.value === 'object' && operation.value !== null) {
        // A whole new object or list: styled like the one it replaces (a `{ hue: … }` line stays one
        // line), else like its neighbours; the comments of the replaced node stay with it.
        const replaced: unknown = parent.get(last, true);
        const siblings = isMap(parent) ? parent.items.map((pair) => pair.value) : parent.items;
        const node = isCollection(replaced)
          ? newNode(document, operation.value, replaced.flow === true)
          : createLike(document, siblings, operation.value);
        if (isNode(replaced)) {
          node.commentBefore = replaced.commentBefore;
          node.comment = replaced.comment;
        }
        parent.set(last, node);
      } else {
        document.setIn(path, operation.value);
      }
      return;
    }
    case 'delete':
      if (path.length === 0) throw new StudioEditError('delete needs a path');
      if (!document.hasIn(path)) throw new StudioEditError(`nothing at ${path.join('.')}`);
      document.deleteIn(path);
      return;
    case 'append': {
      const sequence = sequenceAt(document, path);
      if (sequence) {
        sequence.items.push(createLike(document, sequence.items, operation.value));
      } else if (path.length === 0 && document.contents === null) {
        document.contents = newNode(document, [operation.value], false);
      } else if (path.length > 0 && !document.hasIn(path)) {
        document.setIn(path, newNode(document, [operation.value], false));
      } else {
        throw new StudioEditError(`${path.join('.') || 'the file'} is not a list`);
      }
      return;
    }
    case 'move': {
      const sequence = sequenceAt(document, path);
      if (!sequence) throw new StudioEditError(`${path.join('.') || 'the file'} is not a list`);
      const { from, to } = operation;
      if (from >= sequence.items.length || to >= sequence.items.length) {
        throw new StudioEditError('move outside the list');
      }
      const head = sequence.items[0];
      const [item] = sequence.items.splice(from, 1);
      sequence.items.splice(to, 0, item);
      // A comment above the list's first item heads the list (the file's own heading): it stays on top.
      const newHead = sequence.items[0];
      if (head !== newHead && isNode(head) && isNode(newHead) && head.commentBefore) {
        newHead.commentBefore = [head.commentBefore, newHead.commentBefore].filter(Boolean).join('\n');
        head.commentBefore = null;
      }
      return;
    }
  }
}

/** The file's new text after the operations: its own lines wherever the operations changed nothing. */
export function editYamlText(text: string, operations: readonly StudioOperation[]): string {
  const document = parse(text);
  const spacing = flowSpacingOf(text);
  // The serialiser indents a blank line it keeps before a list's first item: a blank line is blank.
  const serialise = () => respaceFlow(document.toString(FORMAT), spacing).replace(/^[ \t]+$/gm, '');
  const base = serialise();
  for (const operation of operations) apply(document, operation);
  const edited = serialise();
  const merged = mergeEdit(text, base, edited);
  // An empty file became a list: no stray leading blank line from the empty original.
  return text.trim() === '' ? edited : merged;
}
