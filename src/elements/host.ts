import { createContext, useContext } from 'react';

/**
 * The custom element a widget renders in, provided by defineWidget; none under `jet-widgets/react`,
 * where a widget has no element of its own. Not in src/events: the boot chunk there has no React.
 */
export const HostContext = createContext<HTMLElement | undefined>(undefined);

/**
 * The widget's element, for the events it raises: `emit(name, detail, useHost())` dispatches there
 * (the element's listeners hear it, and it bubbles to document), or on document when there is none.
 */
export const useHost = (): HTMLElement | undefined => useContext(HostContext);
