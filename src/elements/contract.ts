/**
 * The shape of a tag's one declaration, `widgets/<name>/<name>.contract.ts` (types only: nothing here
 * reaches the browser). A contract file exports two objects:
 * - `element`, what `defineWidget` needs at run time and the only part the element file imports: the tag
 *   and each attribute's prop kind (camelCase prop name → kind; the attribute is its kebab-case form);
 * - `contract`, the rest, for scripts/element-docs.ts only (the manifest, the JSX typings, the README's
 *   contract table): descriptions, allowed values, defaults, events, CSS custom properties. Nothing in
 *   the browser imports it, so the bundler drops it and its text costs no page a byte.
 */
import type { JetEventName } from '../events';
import type { PropKind } from './define';

/** The run-time part: the tag and how each attribute becomes a prop. */
export interface TagElement {
  readonly tag: `jet-${string}`;
  readonly props: Readonly<Record<string, PropKind>>;
}

/** One attribute (its kind is in `element.props`). */
export interface AttributeContract {
  description: string;
  /** The only values it takes (a string attribute), typed as a union. */
  values?: readonly string[];
  /** The value it has when absent, as written in HTML. Booleans are off when absent: no default. */
  default?: string | number;
  /** When the default is not a constant: where it comes from ('the address', 'the company settings'). */
  defaultFrom?: string;
}

/** A method on the element (theme code calls it on the tag). */
interface MethodContract {
  description: string;
  /** Parameter name → TypeScript type. */
  parameters?: Readonly<Record<string, string>>;
  /** TypeScript type of the result; void when absent. */
  returns?: string;
}

/** The doc part: everything about the tag besides its run-time part. */
export interface TagContract<E extends TagElement = TagElement> {
  summary: string;
  description: string;
  /** Every attribute of `element.props`, no more and no fewer. */
  attributes: { [K in keyof E['props']]: AttributeContract };
  /** What the tag renders while it has nothing to show (loading, no data, a visitor …). */
  empty: string;
  /** Events it dispatches: name (a key of JetEventMap, which types `detail`) → when. */
  events?: Partial<Record<JetEventName, string>>;
  /** Events it answers (theme code dispatches them): name → what it does. */
  listens?: Partial<Record<JetEventName, string>>;
  /** Custom properties it reads: name → what they change in this tag. */
  cssProperties?: Readonly<Record<`--jet-${string}`, string>>;
  methods?: Readonly<Record<string, MethodContract>>;
  /** Functions of `jet-widgets` (jet.js) that drive it: name → what they do. */
  commands?: Readonly<Record<string, string>>;
}
