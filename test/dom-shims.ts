/**
 * Two gaps of happy-dom that make DOMPurify (3.4) silently keep what it should remove, patched for
 * tests only (real browsers behave):
 * - `Node.prototype.nodeName`'s getter answers '' for elements (DOMPurify reads that getter, not the
 *   element's own, to resist clobbering), so every tag looks unknown;
 * - NodeIterator is a TreeWalker that stops when its current node is removed, so nodes after the
 *   first removed one are never checked.
 * Loaded for every DOM test by test/setup-dom.ts.
 */
const nodeProto = Node.prototype;
const baseNodeName = Object.getOwnPropertyDescriptor(nodeProto, 'nodeName');
if (baseNodeName?.get && !(baseNodeName.get as { jetShim?: true }).jetShim) {
  const get = function (this: Node): string {
    for (let proto = Object.getPrototypeOf(this) as object | null; proto && proto !== nodeProto; proto = Object.getPrototypeOf(proto) as object | null) {
      const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
      if (own?.get) return own.get.call(this) as string;
    }
    return baseNodeName.get!.call(this) as string;
  };
  Object.assign(get, { jetShim: true });
  Object.defineProperty(nodeProto, 'nodeName', { ...baseNodeName, get });
}

const shows = (node: Node, whatToShow: number): boolean => ((whatToShow >>> (node.nodeType - 1)) & 1) === 1;

/** A NodeIterator over a snapshot of the subtree that skips nodes removed meanwhile (enough for DOMPurify). */
function createNodeIterator(this: Document, root: Node, whatToShow = 0xffffffff): NodeIterator {
  const nodes: Node[] = [];
  const walk = (node: Node) => {
    if (shows(node, whatToShow)) nodes.push(node);
    node.childNodes.forEach(walk);
  };
  walk(root);
  let index = 0;
  return {
    root,
    whatToShow,
    filter: null,
    nextNode(): Node | null {
      while (index < nodes.length) {
        const node = nodes[index++]!;
        if (node === root || root.contains(node)) return node;
      }
      return null;
    },
  } as unknown as NodeIterator;
}
// patch where the document's own classes define it (happy-dom subclasses Document per window)
for (let proto = Object.getPrototypeOf(document) as object | null; proto; proto = Object.getPrototypeOf(proto) as object | null) {
  if (Object.prototype.hasOwnProperty.call(proto, 'createNodeIterator')) {
    Object.defineProperty(proto, 'createNodeIterator', { value: createNodeIterator, configurable: true, writable: true });
  }
}
